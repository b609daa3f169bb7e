import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { listings, users } from '../../db/schema.ts';
import type { ListingWithSeller } from '../phones/phones.repository.ts';

// The cart and favourites answer listings in the phones module's one shape (`toPhoneDto`), so they
// select exactly the row that function reads; `satisfies` below keeps the two in step.

const approver = alias(users, 'approver');

const listingColumns = {
  id: listings.id,
  sellerId: listings.sellerId,
  title: listings.title,
  brand: listings.brand,
  condition: listings.condition,
  price: listings.price,
  originalPrice: listings.originalPrice,
  description: listings.description,
  location: listings.location,
  specs: listings.specs,
  images: listings.images,
  stock: listings.stock,
  isAvailable: listings.isAvailable,
  imei: listings.imei,
  status: listings.status,
  adminNotes: listings.adminNotes,
  rejectionReason: listings.rejectionReason,
  approvedAt: listings.approvedAt,
  approvedBy: listings.approvedBy,
  rejectedAt: listings.rejectedAt,
  createdAt: listings.createdAt,
  updatedAt: listings.updatedAt,
};

// The seller card: never the seller's e-mail or password hash.
const sellerColumns = {
  id: users.id,
  name: users.name,
  phone: users.phone,
  profilePicture: users.profilePicture,
  rating: users.rating,
  reviewCount: users.reviewCount,
  businessType: users.businessType,
  businessDescription: users.businessDescription,
  location: users.location,
  responseTime: users.responseTime,
  instagram: users.instagram,
  twitter: users.twitter,
  facebook: users.facebook,
  linkedin: users.linkedin,
  createdAt: users.createdAt,
};

/** The columns `toPhoneDto` reads; select them from `listings` joined by `joinSellers`. */
export const listingWithSellerFields = { listing: listingColumns, seller: sellerColumns, approverName: approver.name };

/** The joins the fields above need: the seller (always there) and the approving admin (if any). */
export const sellerJoin = eq(users.id, listings.sellerId);
export const approverJoin = eq(approver.id, listings.approvedBy);
export { approver };

/** A selected row as `toPhoneDto` takes it (the IMEI duplicate check is for owners and admins only). */
export function asListingWithSeller(row: Omit<ListingWithSeller, 'imeiDuplicate'>): ListingWithSeller {
  return { listing: row.listing, seller: row.seller, approverName: row.approverName, imeiDuplicate: false };
}
