import { acceptsCashOnDelivery } from '@phonekade/shared/orders/order-status';
import type { UserDto } from '@phonekade/shared/users/user.types';
import type { UserRow } from './users.repository.ts';

/** The signed-in user's own profile, as the shared API contract describes it. Never carries the password hash or token version. */
export type { UserDto };

// Built field by field, so a column added to the table later is private until it is listed here.
export function toUserDto(row: UserRow): UserDto {
  const createdAt = row.createdAt.toISOString();
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    gender: row.gender,
    dateOfBirth: row.dateOfBirth,
    location: row.location,
    favoriteBrand: row.favoriteBrand,
    instagram: row.instagram,
    twitter: row.twitter,
    facebook: row.facebook,
    linkedin: row.linkedin,
    socialMedia: { instagram: row.instagram, twitter: row.twitter, facebook: row.facebook, linkedin: row.linkedin },
    profilePicture: row.profilePicture,
    businessType: row.businessType,
    businessDescription: row.businessDescription,
    acceptsCashOnDelivery:
      row.role === 'seller' ? acceptsCashOnDelivery(row.acceptsCashOnDelivery, row.businessType) : null,
    responseTime: row.responseTime,
    rating: row.rating,
    reviewCount: row.reviewCount,
    createdAt,
    joinedDate: createdAt,
    updatedAt: row.updatedAt.toISOString(),
  };
}
