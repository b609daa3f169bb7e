import { replyWithinText } from '@phonekade/shared/conversations/reply-time';
import type { PhoneDto, PhoneImage, SellerCard } from '@phonekade/shared/phones/phone.types';
import type { StoredImage } from '../../db/schema.ts';
import { phoneImageUrl } from './phone-images.ts';
import type { ListingWithSeller } from './phones.repository.ts';

/**
 * Who is looking: the public sees no IMEI and no review notes; the owner and admins see the review
 * notes, the IMEI and whether it is on another listing (docs/decisions/026-imei-check.md).
 */
export type PhoneView = 'public' | 'owner' | 'admin';

/** Each image's URLs (under `imageBaseUrl`, config.imageBaseUrl) and sizes. */
export function phoneImageDetails(images: readonly StoredImage[], imageBaseUrl: string): PhoneImage[] {
  return images.map((image) => ({
    url: phoneImageUrl(imageBaseUrl, image.name),
    thumbUrl: phoneImageUrl(imageBaseUrl, image.name, 'thumb'),
    width: image.width,
    height: image.height,
    ...(image.variantWidths?.length
      ? {
          variants: image.variantWidths.map((width) => ({
            width,
            url: phoneImageUrl(imageBaseUrl, image.name, width),
          })),
        }
      : {}),
  }));
}

export function toSellerCard(seller: ListingWithSeller['seller']): SellerCard {
  const joined = seller.createdAt.toISOString();
  return {
    _id: seller.id,
    id: seller.id,
    name: seller.name,
    phone: seller.phone,
    profilePicture: seller.profilePicture,
    rating: seller.rating,
    reviewCount: seller.reviewCount,
    businessType: seller.businessType,
    businessDescription: seller.businessDescription,
    location: seller.location,
    joinedDate: joined,
    createdAt: joined,
    // From conversations once there are enough of them (docs/decisions/063-reply-time-median.md).
    responseTime: seller.replyMedianMinutes !== null ? replyWithinText(seller.replyMedianMinutes) : seller.responseTime,
    replyMinutes: seller.replyMedianMinutes,
    socialMedia: {
      instagram: seller.instagram,
      twitter: seller.twitter,
      facebook: seller.facebook,
      linkedin: seller.linkedin,
    },
  };
}

/**
 * The one listing -> API shape mapping, used by every module that answers listings. Image URLs start
 * with `imageBaseUrl` (config.imageBaseUrl).
 */
export function toPhoneDto(row: ListingWithSeller, view: PhoneView, imageBaseUrl: string): PhoneDto {
  const { listing } = row;
  const imageDetails = phoneImageDetails(listing.images, imageBaseUrl);
  const images = imageDetails.map((image) => image.url);
  const privileged = view !== 'public';
  const created = listing.createdAt.toISOString();
  const dto: PhoneDto = {
    _id: listing.id,
    id: listing.id,
    title: listing.title,
    brand: listing.brand,
    condition: listing.condition,
    price: listing.price,
    originalPrice: listing.originalPrice,
    previousPrice: listing.previousPrice,
    priceDroppedAt: listing.priceDroppedAt?.toISOString() ?? null,
    images,
    image: images[0] ?? null,
    imageDetails,
    description: listing.description,
    location: listing.location,
    district: listing.district,
    specs: listing.specs,
    stock: listing.stock,
    isAvailable: listing.isAvailable,
    status: listing.status,
    adminNotes: privileged ? listing.adminNotes : null,
    rejectionReason: privileged ? listing.rejectionReason : null,
    approvedAt: listing.approvedAt?.toISOString() ?? null,
    approvedBy:
      listing.approvedBy && row.approverName
        ? { _id: listing.approvedBy, id: listing.approvedBy, name: row.approverName }
        : null,
    rejectedAt: listing.rejectedAt?.toISOString() ?? null,
    rating: row.seller.rating,
    reviewCount: row.seller.reviewCount,
    imeiChecked: listing.imei !== null,
    sellerId: toSellerCard(row.seller),
    createdAt: created,
    postedTime: created,
    updatedAt: listing.updatedAt.toISOString(),
  };
  if (privileged) {
    dto.imei = listing.imei;
    dto.imeiDuplicate = row.imeiDuplicate;
  }
  return dto;
}
