// The order and sale answers of GET /orders/my-orders, /orders/my-sales and POST /orders/create
// shared by the server that builds them and the web app that shows them.
import type { OrderStatus } from '../constants/catalog.ts';
import type { CourierType } from '../constants/couriers.ts';
import type { DisputeReason, DisputeStatus } from './dispute.ts';
import type { PaymentMethod, PaymentState } from './order-status.ts';

export interface OrderItemDto {
  id: string;
  _id: string;
  /** Items carry phoneId {title, images}; `_id` is null once the listing was deleted. */
  phoneId: { _id: string | null; id: string | null; title: string; images: string[] };
  title: string;
  image: string | null;
  quantity: number;
  price: number;
  seller: { _id: string; id: string; name: string; phone: string | null };
  /** Each seller moves their own items; the order's status is derived from these (see combinedOrderStatus). */
  status: OrderStatus;
  /** The courier's tracking number the seller gave when dispatching; null for a meet-up. */
  trackingNumber: string | null;
}

export interface DeliveryAddressDto {
  firstName: string;
  lastName: string;
  mobile: string;
  otherMobile?: string;
  email: string;
  province: string;
  district: string;
  city: string;
  addressLine1: string;
  addressLine2?: string;
}

export interface OrderDto {
  id: string;
  _id: string;
  /** The create answer's id under the name clients read first. */
  orderId: string;
  orderNumber: string;
  /** 'PK-7F3K-29': the number a person reads out (docs/decisions/072-cash-on-delivery-and-held-payments.md). */
  shortNumber: string;
  createdAt: string;
  date: string;
  /** The overall status: cancelled when every item is, else the least advanced of the others. */
  status: OrderStatus;
  items: OrderItemDto[];
  /** The flat fields older clients read, from the first item. */
  phoneTitle: string;
  phoneImage: string | null;
  quantity: number;
  subtotal: number;
  shippingCost: number;
  totalAmount: number;
  amount: number;
  courierType: CourierType;
  deliveryAddress: DeliveryAddressDto;
  /** transactionId and cardLast4 are null for cash on delivery; status is where the money is. */
  paymentDetails: {
    transactionId: string | null;
    method: PaymentMethod;
    cardLast4: string | null;
    status: PaymentState;
    gateway: string;
  };
  /** When every item still going ahead was delivered; null before. */
  deliveredAt: string | null;
  /** Until when the buyer may dispute a held payment; it is captured then if no dispute is open. */
  disputeUntil: string | null;
  dispute: OrderDisputeDto | null;
  /** What the buyer may do now (the server checks again). */
  actions: { cancel: boolean; confirmReceipt: boolean; dispute: boolean };
  /** The buyer has rated every seller whose items of this order are delivered. */
  reviewed: boolean;
  /** The buyer's own reviews of this order, for 'Edit review' (docs/decisions/065-review-edit-and-hide.md). */
  myReviews: { id: string; rating: number; comment: string; createdAt: string }[];
}

export interface OrderDisputeDto {
  id: string;
  reason: DisputeReason;
  note: string;
  status: DisputeStatus;
  resolutionNote: string | null;
  createdAt: string;
  resolvedAt: string | null;
  /** The buyer's photos of the problem (docs/decisions/078-inline-form-errors-and-photo-errors.md). */
  photos: { url: string; thumbUrl: string }[];
}

/** GET /admin/disputes: a dispute with what the admin needs to decide it. */
export interface AdminDisputeDto extends OrderDisputeDto {
  orderId: string;
  orderNumber: string;
  shortNumber: string;
  totalAmount: number;
  buyer: { id: string; name: string; email: string };
  sellers: { id: string; name: string }[];
  items: { title: string; quantity: number; price: number; trackingNumber: string | null }[];
  deliveredAt: string | null;
}

export interface AdminDisputesDto {
  disputes: AdminDisputeDto[];
  /** Open disputes, for the tab's count. */
  open: number;
}

/** GET /orders/cash-on-delivery: whether cash on delivery may be offered, and who refuses it. */
export interface CashOnDeliveryDto {
  available: boolean;
  refusing: { id: string; name: string }[];
}

/**
 * A seller's view of an order (GET /orders/my-sales): only their own items, the total of those items,
 * and who to deliver to. `status` is the status of those items, the one this seller moves.
 */
export interface SaleDto extends Omit<
  OrderDto,
  'paymentDetails' | 'shippingCost' | 'subtotal' | 'reviewed' | 'myReviews' | 'actions' | 'dispute'
> {
  /** How the buyer pays and where the money is (no card details). */
  payment: { method: PaymentMethod; status: PaymentState };
  /** Whether the buyer has disputed the order (the seller sees the reason, not the note). */
  disputeStatus: DisputeStatus | null;
  buyer: { _id: string; id: string; name: string; email: string; phone: string | null };
  /** The statuses this seller may move the order to next (see nextOrderStatuses). */
  nextStatuses: OrderStatus[];
}

/** GET /orders/my-orders: the buyer's orders, newest first. */
export interface MyOrdersDto {
  orders: OrderDto[];
}

/** GET /orders/my-sales: the seller's part of each order with their items, newest first. */
export interface MySalesDto {
  sales: SaleDto[];
}
