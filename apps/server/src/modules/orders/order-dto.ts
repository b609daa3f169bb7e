import { combinedOrderStatus, nextOrderStatuses } from '@phonekade/shared/orders/order-status';
import type { CourierType } from '@phonekade/shared/constants/couriers';
import type { OrderDto, OrderItemDto, SaleDto } from '@phonekade/shared/orders/order.types';
import { shownImageUrl } from '../phones/phone-images.ts';
import type { ItemWithSeller, OrderRow } from './orders.repository.ts';

function toItemDto(row: ItemWithSeller, imageBaseUrl: string): OrderItemDto {
  // The image the phone was bought with, kept by path, shown from wherever images are served now.
  const item = { ...row, image: row.image && shownImageUrl(imageBaseUrl, row.image) };
  return {
    id: item.id,
    _id: item.id,
    phoneId: { _id: item.listingId, id: item.listingId, title: item.title, images: item.image ? [item.image] : [] },
    title: item.title,
    image: item.image,
    quantity: item.quantity,
    price: item.price,
    seller: { _id: item.sellerId, id: item.sellerId, name: item.sellerName, phone: item.sellerPhone },
    status: item.status,
  };
}

/**
 * The order with its items; the flat phone fields older clients read come from the first item. Image
 * URLs start with `imageBaseUrl` (config.imageBaseUrl).
 */
export function toOrderDto(order: OrderRow, items: ItemWithSeller[], imageBaseUrl: string, reviewed = false): OrderDto {
  const itemDtos = items.map((item) => toItemDto(item, imageBaseUrl));
  const first = itemDtos[0];
  const created = order.createdAt.toISOString();
  return {
    id: order.id,
    _id: order.id,
    orderId: order.id,
    orderNumber: order.orderNumber,
    createdAt: created,
    date: created,
    status: order.status,
    items: itemDtos,
    phoneTitle: first?.title ?? '',
    phoneImage: first?.image ?? null,
    quantity: itemDtos.reduce((sum, item) => sum + item.quantity, 0),
    subtotal: order.subtotal,
    shippingCost: order.shippingCost,
    totalAmount: order.totalAmount,
    amount: order.totalAmount,
    courierType: order.courierType as CourierType,
    deliveryAddress: order.deliveryAddress,
    paymentDetails: {
      transactionId: order.transactionId,
      method: order.paymentMethod,
      cardLast4: order.cardLast4,
      status: 'captured',
      gateway: order.paymentGateway,
    },
    reviewed,
    myReviews: [],
  };
}

/**
 * A seller's sale: only their items, their total, the buyer and where to deliver (no payment details).
 * Its status is that of the seller's items (docs/decisions/011-per-seller-fulfilment.md), not the
 * order's overall one.
 */
export function toSaleDto(
  order: OrderRow,
  ownItems: ItemWithSeller[],
  buyer: { id: string; name: string; email: string; phone: string | null },
  imageBaseUrl: string,
): SaleDto {
  const {
    paymentDetails: _payment,
    shippingCost: _shipping,
    subtotal: _subtotal,
    reviewed: _reviewed,
    ...dto
  } = toOrderDto(order, ownItems, imageBaseUrl);
  const total = ownItems.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const status = combinedOrderStatus(ownItems.map((item) => item.status));
  return {
    ...dto,
    status,
    totalAmount: total,
    amount: total,
    buyer: { _id: buyer.id, ...buyer },
    nextStatuses: [...nextOrderStatuses(status)],
  };
}
