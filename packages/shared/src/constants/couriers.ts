// The two couriers offered at checkout. Fees are whole rupees (docs/decisions/030-money-in-whole-rupees.md).

export const COURIER_TYPES = ['standard', 'speed_post'] as const;
export type CourierType = (typeof COURIER_TYPES)[number];

export interface Courier {
  readonly type: CourierType;
  readonly name: string;
  readonly fee: number;
  readonly deliveryTime: string;
}

export const COURIERS: Readonly<Record<CourierType, Courier>> = {
  standard: { type: 'standard', name: 'Standard Courier', fee: 1000, deliveryTime: '3-5 business days' },
  speed_post: { type: 'speed_post', name: 'Speed Post', fee: 1500, deliveryTime: '1-2 business days' },
};

export const DEFAULT_COURIER_TYPE: CourierType = 'standard';

export function isCourierType(value: unknown): value is CourierType {
  return typeof value === 'string' && (COURIER_TYPES as readonly string[]).includes(value);
}

export function courierFee(type: CourierType): number {
  return COURIERS[type].fee;
}

/**
 * What delivery costs at least: the cheapest courier's fee. Every view that mentions delivery (home,
 * details, sign-in, cart) says 'from' this amount, so no view promises less than checkout charges
 * (docs/decisions/067-delivery-told-truthfully.md).
 */
export function deliveryFromFee(): number {
  return Math.min(...COURIER_TYPES.map(courierFee));
}
