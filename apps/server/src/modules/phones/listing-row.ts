import { eq, sql } from 'drizzle-orm';
import { jsonRow } from '../../db/json-row.ts';
import { listings, users } from '../../db/schema.ts';

// The one select behind `toPhoneDto` (phone-dto.ts): every module that answers listings (phones,
// cart, favourites, admin) selects these from `listings` inner-joined to `users` as the seller, so
// the mapping always gets the row it reads.

// Every listing column a response may need; the search columns stay in the database.
export const listingColumns = {
  id: listings.id,
  sellerId: listings.sellerId,
  title: listings.title,
  brand: listings.brand,
  condition: listings.condition,
  price: listings.price,
  originalPrice: listings.originalPrice,
  previousPrice: listings.previousPrice,
  priceDroppedAt: listings.priceDroppedAt,
  description: listings.description,
  location: listings.location,
  district: listings.district,
  specs: listings.specs,
  modelKey: listings.modelKey,
  images: listings.images,
  stock: listings.stock,
  isAvailable: listings.isAvailable,
  imei: listings.imei,
  sellerSuspended: listings.sellerSuspended,
  status: listings.status,
  adminNotes: listings.adminNotes,
  rejectionReason: listings.rejectionReason,
  approvedAt: listings.approvedAt,
  approvedBy: listings.approvedBy,
  rejectedAt: listings.rejectedAt,
  createdAt: listings.createdAt,
  updatedAt: listings.updatedAt,
};

// The seller card shown beside a listing; never the e-mail, since other users' e-mails are stripped
// (docs/decisions/005-api-envelope-and-response-shapes.md).
export const sellerCardColumns = {
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
  replyMedianMinutes: users.replyMedianMinutes,
  instagram: users.instagram,
  twitter: users.twitter,
  facebook: users.facebook,
  linkedin: users.linkedin,
  createdAt: users.createdAt,
};

/** Join condition for `sellerCardColumns`: every listing has its seller. */
export const sellerJoin = eq(users.id, listings.sellerId);

/**
 * The listing, its seller card and the approving admin's name. `imeiDuplicate` is false here: the
 * check is for owners and admins only, and the queries that answer them select their own. The listing and
 * the seller card are each read as one JSON array (db/json-row.ts).
 */
export const listingWithSellerColumns = {
  listing: jsonRow(listingColumns),
  seller: jsonRow(sellerCardColumns),
  // A subquery rather than a second join: Drizzle's types cannot follow two joins on a DbOrTx.
  approverName: sql<
    string | null
  >`(select approver.name from ${users} approver where approver.id = ${listings.approvedBy})`,
  imeiDuplicate: sql<boolean>`false`,
};
