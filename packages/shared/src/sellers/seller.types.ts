import type { Pagination } from '../common/id.schemas.ts';
import type { SellerCard } from '../phones/phone.types.ts';

/** How many reviews gave each number of stars: index 0 is one star, index 4 five stars. */
export type RatingHistogram = [number, number, number, number, number];

/** GET /users/:id/public `data.user`: the seller card's fields and what the seller's page adds. */
export interface PublicSeller extends SellerCard {
  ratingHistogram: RatingHistogram;
  /** Order lines of this seller that reached 'delivered'. */
  deliveredSales: number;
}

export interface SellerReviewReply {
  text: string;
  createdAt: string;
}

/** One review on a seller's page; the reviewer is shown as first name and initial only. */
export interface SellerReview {
  id: string;
  rating: number;
  comment: string;
  reviewerName: string;
  createdAt: string;
  reply: SellerReviewReply | null;
}

export interface SellerReviewsPage {
  reviews: SellerReview[];
  pagination: Pagination;
}
