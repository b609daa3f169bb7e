import type { SellerSocialMedia } from '@phonekade/shared/phones/phone.types';
import type { SessionUser } from '@/lib/session.ts';

/** The signed-in user as GET/PUT /users/profile answer it. */
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
  socialMedia?: Partial<SellerSocialMedia> | null;
  profilePicture?: string | null;
  businessType?: string | null;
  businessDescription?: string | null;
  createdAt?: string | null;
}
