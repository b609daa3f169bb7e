// The order and sale answers of GET /orders/my-orders, /orders/my-sales and POST /orders/create
// shared by the server that builds them and the web app that shows them.
import type { OrderStatus } from '../constants/catalog.ts';
import type { CourierType } from '../constants/couriers.ts';

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
  paymentDetails: { transactionId: string; method: string; cardLast4: string; status: string; gateway: string };
  /** The buyer has rated every seller whose items of this order are delivered. */
  reviewed: boolean;
  /** The buyer's own reviews of this order, for 'Edit review' (docs/decisions/065-review-edit-and-hide.md). */
  myReviews: { id: string; rating: number; comment: string; createdAt: string }[];
}

/**
 * A seller's view of an order (GET /orders/my-sales): only their own items, the total of those items,
 * and who to deliver to. `status` is the status of those items, the one this seller moves.
 */
export interface SaleDto extends Omit<
  OrderDto,
  'paymentDetails' | 'shippingCost' | 'subtotal' | 'reviewed' | 'myReviews'
> {
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
