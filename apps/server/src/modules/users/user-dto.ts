import type { Role } from '../../db/schema.ts';
import type { UserRow } from './users.repository.ts';

/** The signed-in user's own profile. Never carries the password hash or token version. */
export interface UserDto {
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
  /** The same links grouped as the seller card beside a listing carries them. */
  socialMedia: { instagram: string | null; twitter: string | null; facebook: string | null; linkedin: string | null };
  profilePicture: string | null;
  businessType: string | null;
  businessDescription: string | null;
  responseTime: string | null;
  rating: number;
  reviewCount: number;
  createdAt: string;
  joinedDate: string;
  updatedAt: string;
}

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
    responseTime: row.responseTime,
    rating: row.rating,
    reviewCount: row.reviewCount,
    createdAt,
    joinedDate: createdAt,
    updatedAt: row.updatedAt.toISOString(),
  };
}
