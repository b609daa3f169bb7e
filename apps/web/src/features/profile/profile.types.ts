import type { SessionUser } from '@/lib/session.ts';

/** The signed-in user as GET/PUT /users/profile answer it (spec 3 User). */
export interface ProfileUser extends SessionUser {
  phone?: string | null;
  gender?: string | null;
  dateOfBirth?: string | null;
  location?: string | null;
  favoriteBrand?: string | null;
  instagram?: string | null;
  twitter?: string | null;
  facebook?: string | null;
  linkedin?: string | null;
  socialMedia?: Record<string, string | null | undefined> | null;
  profilePicture?: string | null;
  businessType?: string | null;
  businessDescription?: string | null;
  createdAt?: string | null;
}

/** spec 3 Stats: a seller's listing and sales figures, a buyer's orders and spending. */
export interface ProfileStats {
  activeListings?: number;
  totalSold?: number;
  totalRevenue?: number;
  ordersPlaced?: number;
  totalSpent?: number;
}
