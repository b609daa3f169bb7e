// The listing as the API answers it (spec 3 "Phone listing" and "Seller profile (on the card)"):
// `id` and `_id` carry the same value (DESIGN 3). Fields a caller must not see (IMEI, the seller's
// e-mail to strangers) are not part of it.

import type { Pagination } from '../common/id.schemas.ts';

export type ListingStatusValue = 'pending' | 'approved' | 'rejected';

export interface SellerSocialMedia {
  instagram: string | null;
  twitter: string | null;
  facebook: string | null;
  linkedin: string | null;
}

export interface SellerCard {
  _id: string;
  id: string;
  name: string;
  phone: string | null;
  profilePicture: string | null;
  rating: number;
  reviewCount: number;
  businessType: string | null;
  businessDescription: string | null;
  location: string | null;
  joinedDate: string;
  createdAt: string;
  responseTime: string | null;
  socialMedia: SellerSocialMedia;
}

export interface PhoneSpecs {
  processor?: string;
  ram?: string;
  storage?: string;
  camera?: string;
  battery?: string;
  batteryHealth?: string;
  screen?: string;
  color?: string;
  os?: string;
}

export interface PhoneImage {
  url: string;
  thumbUrl: string;
  width: number;
  height: number;
}

export interface PhoneDto {
  _id: string;
  id: string;
  title: string;
  brand: string;
  condition: string;
  price: number;
  originalPrice: number | null;
  /** Full-size image URLs, first is the cover (spec 3 `images`). */
  images: string[];
  /** The cover image URL (spec 3 `image`). */
  image: string | null;
  /** Same order as `images`, with thumbnails and sizes so pages reserve space and nothing shifts. */
  imageDetails: PhoneImage[];
  description: string;
  location: string | null;
  specs: PhoneSpecs;
  stock: number;
  isAvailable: boolean;
  status: ListingStatusValue;
  adminNotes: string | null;
  rejectionReason: string | null;
  approvedAt: string | null;
  approvedBy: { _id: string; id: string; name: string } | null;
  rejectedAt: string | null;
  /** The seller's rating (aggregate of real reviews) and count. */
  rating: number;
  reviewCount: number;
  /** A valid IMEI was entered (DESIGN 7.1); the number itself is never shown. */
  imeiChecked: boolean;
  /** The IMEI itself: only in the owner's and admins' views, never public (DESIGN 7.1). */
  imei?: string | null;
  /**
   * Owner's and admins' views only: another live or pending listing carries the same IMEI (a possible
   * duplicate or stolen phone, DESIGN 7.1).
   */
  imeiDuplicate?: boolean;
  sellerId: SellerCard;
  createdAt: string;
  postedTime: string;
  updatedAt: string;
}

export interface ListingStatusCounts {
  pending: number;
  approved: number;
  rejected: number;
  sold: number;
  total: number;
}

/** GET /phones/price-guide (DESIGN 7.3): a model's price band, or null fields when too few listings. */
export interface PriceGuide {
  model: string;
  low: number | null;
  median: number | null;
  high: number | null;
  count: number;
}

/** GET /phones: one page of live listings. */
export interface PhonesPageDto {
  phones: PhoneDto[];
  pagination: Pagination;
}

/** GET /users/my-listings: a seller's own listings of one status filter, with the count of every status. */
export interface MyListingsDto {
  listings: PhoneDto[];
  counts: ListingStatusCounts;
  pagination: Pagination;
}
