import {
  buyerMayCancel,
  buyerMayConfirmReceipt,
  buyerMayDispute,
  combinedOrderStatus,
  nextOrderStatuses,
} from '@phonekade/shared/orders/order-status';
import type { CourierType } from '@phonekade/shared/constants/couriers';
import type { OrderDisputeDto, OrderDto, OrderItemDto, SaleDto } from '@phonekade/shared/orders/order.types';
import { shownImageUrl } from '../phones/phone-images.ts';
import type { DisputeRow, ItemWithSeller, OrderRow } from './orders.repository.ts';
import { disputePhotoUrls } from './dispute-photos.ts';

export function toDisputeDto(row: DisputeRow, imageBaseUrl: string): OrderDisputeDto {
  return {
    id: row.id,
    reason: row.reason,
    note: row.note,
    status: row.status,
    resolutionNote: row.resolutionNote,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    photos: disputePhotoUrls(imageBaseUrl, row.images ?? []),
  };
}

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
    trackingNumber: item.trackingNumber,
  };
}

/**
 * The order with its items; the flat phone fields older clients read come from the first item. Image
 * URLs start with `imageBaseUrl` (config.imageBaseUrl).
 */
export function toOrderDto(
  order: OrderRow,
  items: ItemWithSeller[],
  imageBaseUrl: string,
  reviewed = false,
  dispute: DisputeRow | null = null,
  now: Date = new Date(),
): OrderDto {
  const itemDtos = items.map((item) => toItemDto(item, imageBaseUrl));
  const first = itemDtos[0];
  const created = order.createdAt.toISOString();
  return {
    id: order.id,
    _id: order.id,
    orderId: order.id,
    orderNumber: order.orderNumber,
    shortNumber: order.shortNumber,
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
      status: order.paymentStatus,
      gateway: order.paymentGateway,
    },
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    disputeUntil: order.paymentStatus === 'held' ? (order.captureDueAt?.toISOString() ?? null) : null,
    dispute: dispute && toDisputeDto(dispute, imageBaseUrl),
    actions: {
      cancel: buyerMayCancel(items.map((item) => item.status)),
      confirmReceipt: buyerMayConfirmReceipt({
        status: order.status,
        paymentState: order.paymentStatus,
        disputeOpen: dispute?.status === 'open',
      }),
      dispute: buyerMayDispute(
        {
          status: order.status,
          paymentState: order.paymentStatus,
          hasDispute: dispute !== null,
          captureDueAt: order.captureDueAt,
        },
        now,
      ),
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
  dispute: DisputeRow | null = null,
): SaleDto {
  const {
    paymentDetails: payment,
    shippingCost: _shipping,
    subtotal: _subtotal,
    reviewed: _reviewed,
    actions: _actions,
    dispute: _dispute,
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
    payment: { method: payment.method, status: payment.status },
    disputeStatus: dispute?.status ?? null,
    nextStatuses: [...nextOrderStatuses(status)],
  };
}
