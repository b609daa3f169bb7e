// What the account endpoints answer: login, register and GET/PUT /users/profile carry
// the signed-in user's own account, never the password hash or the token version.
import type { Role } from '../constants/catalog.ts';
import type { SellerSocialMedia } from '../phones/phone.types.ts';

// A type rather than an interface, so it fits wherever a record of named fields is expected (the web
// app keeps the signed-in user as one).
export type UserDto = {
  _id: string;
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: Role;
  gender: string | null;
  dateOfBirth: string | null;
  location: string | null;
  favoriteBrand: string | null;
  instagram: string | null;
  twitter: string | null;
  facebook: string | null;
  linkedin: string | null;
  /** The same links grouped as the seller card carries them. */
  socialMedia: SellerSocialMedia;
  profilePicture: string | null;
  businessType: string | null;
  businessDescription: string | null;
  /** A seller's 'I accept cash on delivery' switch as it applies now; null for buyers and admins. */
  acceptsCashOnDelivery: boolean | null;
  responseTime: string | null;
  rating: number;
  reviewCount: number;
  createdAt: string;
  joinedDate: string;
  updatedAt: string;
};

/** POST /auth/login and /auth/register. */
export interface AuthSessionDto {
  user: UserDto;
  token: string;
}

/** GET and PUT /users/profile. */
export interface ProfileDto {
  user: UserDto;
}

/** A seller's listing and sales figures, a buyer's orders and spending; none for admins. */
export interface DashboardStats {
  activeListings?: number;
  totalSold?: number;
  totalRevenue?: number;
  ordersPlaced?: number;
  totalSpent?: number;
}

/** GET /analytics/dashboard. */
export interface DashboardStatsDto {
  role: Role;
  stats: DashboardStats;
}
