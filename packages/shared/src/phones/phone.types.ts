// The listing as the API answers it, with the seller's card: `id` and `_id` carry the same value
// (docs/decisions/005-api-envelope-and-response-shapes.md). Fields a caller must not see (IMEI, the seller's
// e-mail to strangers) are not part of it.

import type { Pagination } from '../common/id.schemas.ts';
import type { FairPriceBand } from './fair-price.ts';

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
  /**
   * The median minutes to a first reply, from the seller's conversations (at least three answered);
   * null means `responseTime` is the seller's own fixed text.
   */
  replyMinutes: number | null;
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
  /**
   * Narrower copies of the same image for srcset, narrowest first, each exactly `width` pixels wide
   * (`url` with '-320w', '-640w' or '-1080w' before '.webp'). Only widths below the image's own are
   * there; absent on images uploaded before copies were made (docs/decisions/046-images-in-object-storage.md).
   */
  variants?: { width: number; url: string }[];
}

export interface PhoneDto {
  _id: string;
  id: string;
  title: string;
  brand: string;
  condition: string;
  price: number;
  originalPrice: number | null;
  /**
   * The live price before its last drop, and when it dropped (null when it has not dropped): cards show
   * 'Price dropped' for PRICE_DROP_BADGE_DAYS (docs/decisions/071-price-drop-alerts-and-digest.md).
   */
  previousPrice: number | null;
  priceDroppedAt: string | null;
  /** Full-size image URLs, first is the cover. */
  images: string[];
  /** The cover image URL. */
  image: string | null;
  /** Same order as `images`, with thumbnails and sizes so pages reserve space and nothing shifts. */
  imageDetails: PhoneImage[];
  description: string;
  location: string | null;
  /** One of the 25 districts; null on listings made before districts were asked for. */
  district: string | null;
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
  /** A valid IMEI was entered (docs/decisions/026-imei-check.md); the number itself is never shown. */
  imeiChecked: boolean;
  /** The IMEI itself: only in the owner's and admins' views, never public. */
  imei?: string | null;
  /**
   * Owner's and admins' views only: another live or pending listing carries the same IMEI (a possible
   * duplicate or stolen phone).
   */
  imeiDuplicate?: boolean;
  sellerId: SellerCard;
  createdAt: string;
  postedTime: string;
  updatedAt: string;
  /**
   * The catalogue's answers only (GET /phones, GET /phones/:id): the live price band of the same brand,
   * model and storage, null when fewer than 5 listings (docs/decisions/066-fair-price-band.md).
   */
  fairPrice?: FairPriceBand | null;
  /** With fairPrice: priced at least 10% under the band's low end. */
  goodDeal?: boolean;
}

export interface ListingStatusCounts {
  pending: number;
  approved: number;
  rejected: number;
  sold: number;
  total: number;
}

/** GET /phones/price-guide (docs/decisions/028-price-guide.md): a model's band, or null fields when too few. */
export interface PriceGuide {
  model: string;
  low: number | null;
  median: number | null;
  high: number | null;
  count: number;
}

/** GET /phones/fair-price: the band of the model the seller is typing, null when too few listings. */
export interface FairPriceDto {
  band: FairPriceBand | null;
}

/**
 * The catalogue's pagination: totalItems is exact up to CATALOGUE_COUNT_CAP and the cap past it
 * (totalIsCapped: show '10,000+'); hasNext is always exact. nextCursor continues the list from the
 * last phone shown (null on the last page).
 */
export interface CataloguePagination extends Pagination {
  totalIsCapped: boolean;
  nextCursor: string | null;
}

/** GET /phones: one page of live listings. */
/** GET /phones/brand-counts: live listings per brand, every brand of the list (0 when none). */
export interface BrandCountDto {
  brand: string;
  count: number;
}

export interface PhonesPageDto {
  phones: PhoneDto[];
  pagination: CataloguePagination;
}

/** GET /users/my-listings: a seller's own listings of one status filter, with the count of every status. */
export interface MyListingsDto {
  listings: PhoneDto[];
  counts: ListingStatusCounts;
  pagination: Pagination;
}
