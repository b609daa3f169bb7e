import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { ok, withRateLimitRetry } from './api.ts';

/** The admin the journeys' server is started with (support/serve.ts). */
export const ADMIN = { email: 'e2e-admin@phonekade.lk', password: 'admin-pass-123' };

export interface Session {
  token: string;
  user: { id: string; name: string; email: string; role: string };
}

/** A new account of `role` with an address of its own, signed in. */
export async function register(
  request: APIRequestContext,
  name: string,
  role: 'buyer' | 'seller',
  password: string,
): Promise<Session> {
  const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.lk`;
  return ok<Session>(
    await withRateLimitRetry(() =>
      request.post('/api/auth/register', { data: { name, email, password, phone: '0771234567', role } }),
    ),
  );
}

/** A seller lists a phone (one photo, in Colombo) and the admin approves it, so every run has a phone of its own. */
export async function listApprovedPhone(
  request: APIRequestContext,
  seller: Session,
  listing: { title: string; brand: string; price: number },
): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640"><rect width="640" height="640" fill="#d1fae5"/>
    <rect x="210" y="90" width="220" height="460" rx="36" fill="#1e293b"/><rect x="226" y="120" width="188" height="390" rx="12" fill="#10b981"/></svg>`;
  const photo = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
  const form = new FormData();
  form.append('title', listing.title);
  form.append('brand', listing.brand);
  form.append('price', String(listing.price));
  form.append('condition', 'Excellent');
  form.append('description', 'Checked and working, with box and charger.');
  form.append('location', 'Colombo');
  form.append('district', 'Colombo');
  form.append('specs', JSON.stringify({ ram: '8GB', storage: '128GB' }));
  form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'phone.jpg');
  const phone = await ok<{ id: string }>(
    await withRateLimitRetry(() =>
      request.post('/api/phones', { headers: { authorization: `Bearer ${seller.token}` }, multipart: form }),
    ),
  );
  const admin = await ok<Session>(await withRateLimitRetry(() => request.post('/api/auth/login', { data: ADMIN })));
  await ok(
    await request.put(`/api/admin/listings/${phone.id}/approve`, {
      headers: { authorization: `Bearer ${admin.token}` },
      data: {},
    }),
  );
  return phone.id;
}
