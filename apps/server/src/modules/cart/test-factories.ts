import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { listings, users, type ListingStatus, type Role } from '../../db/schema.ts';

// Test-only builders for the cart and favourites tests: rows straight into the tables, so these tests
// do not depend on the listing API's own rules.

export interface TestUser {
  id: string;
  role: Role;
  token: string;
}

export async function createUser(app: FastifyInstance, role: Role): Promise<TestUser> {
  const [row] = await app.db
    .insert(users)
    .values({
      email: `${randomUUID()}@example.lk`,
      passwordHash: 'not-a-real-hash',
      name: `${role} ${randomUUID().slice(0, 6)}`,
      role,
    })
    .returning({ id: users.id });
  const id = row!.id;
  return { id, role, token: await app.signToken({ id, role, tokenVersion: 0 }) };
}

let listingCount = 0;

export interface ListingFields {
  title?: string;
  price?: number;
  originalPrice?: number | null;
  status?: ListingStatus;
  stock?: number;
}

/** An approved listing with one unit unless told otherwise. */
export async function createListing(app: FastifyInstance, sellerId: string, fields: ListingFields = {}) {
  listingCount += 1;
  const [row] = await app.db
    .insert(listings)
    .values({
      sellerId,
      title: fields.title ?? `Galaxy S2${listingCount}`,
      brand: 'Samsung',
      condition: 'Good',
      price: fields.price ?? 100_000 + listingCount,
      originalPrice: fields.originalPrice ?? null,
      status: fields.status ?? 'approved',
      stock: fields.stock ?? 1,
      location: 'Colombo',
      images: [{ name: `cart-test-${listingCount}`, width: 800, height: 800 }],
      specs: { ram: '8GB', storage: '128GB' },
    })
    .returning();
  return row!;
}

export const bearer = (user?: TestUser): Record<string, string> =>
  user ? { authorization: `Bearer ${user.token}` } : {};
