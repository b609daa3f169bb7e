// Test helper: a live listing as the API answers it, with only the fields a test names changed.
import type { PhoneDto } from '../phones/phone.types.ts';

export function samplePhone(id: string, fields: Partial<PhoneDto> = {}): PhoneDto {
  return {
    _id: id,
    id,
    title: `Phone ${id}`,
    brand: 'Apple',
    condition: 'Good',
    price: 100_000,
    originalPrice: null,
    previousPrice: null,
    priceDroppedAt: null,
    images: [],
    image: null,
    imageDetails: [],
    description: '',
    location: 'Colombo',
    district: 'Colombo',
    specs: {},
    stock: 2,
    isAvailable: true,
    status: 'approved',
    adminNotes: null,
    rejectionReason: null,
    approvedAt: null,
    approvedBy: null,
    rejectedAt: null,
    rating: 0,
    reviewCount: 0,
    imeiChecked: false,
    sellerId: { _id: 's1', id: 's1' } as PhoneDto['sellerId'],
    createdAt: '2026-01-01T00:00:00.000Z',
    postedTime: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}
