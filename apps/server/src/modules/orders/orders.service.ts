import { canMoveOrderStatus, type OrderStatus } from '@phonekade/shared/constants/catalog';
import type {
  CreateOrderInput,
  CreateReviewInput,
  SendConfirmationInput,
} from '@phonekade/shared/orders/order.schemas';
import type { OrderDto, SaleDto } from '@phonekade/shared/orders/order.types';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { NotificationsService, StoredNotification } from '../notifications/notifications.service.ts';
import { toOrderDto, toSaleDto } from './order-dto.ts';
import * as repository from './orders.repository.ts';
import { placeOrder, sendConfirmationMail } from './place-order.ts';

export const ORDER_MESSAGES = {
  notFound: 'Order not found',
  notYourSale: 'You can only update orders for your own phones',
  statusUpdated: 'Order status updated',
  cannotMove: (from: string, to: string) => `An order that is ${from} cannot be moved to ${to}`,
  confirmationSent: 'Confirmation email sent',
  confirmationAlreadySent: 'Confirmation email already sent',
  confirmationFailed: 'The confirmation email could not be sent',
  statusChanged: (orderNumber: string, status: string) => `Your order ${orderNumber} is now ${status}`,
  reviewed: 'Thank you for your review',
  reviewNotDelivered: 'You can rate the seller once the order is delivered',
  alreadyReviewed: 'You have already reviewed this order',
  newReview: (orderNumber: string, rating: number) => `A buyer rated order ${orderNumber} ${rating} out of 5`,
} as const;

const ORDER_NUMBER_PATTERN = /^ORD-/;

interface OrdersServiceDeps {
  db: Db;
  notifications: NotificationsService;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

export function createOrdersService(deps: OrdersServiceDeps) {
  const pendingMail = new Set<Promise<boolean>>();
  const flowDeps = { ...deps, pendingMail };

  async function withItems(rows: repository.OrderRow[]): Promise<OrderDto[]> {
    const items = await repository.listItems(
      deps.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) =>
      toOrderDto(
        row,
        items.filter((item) => item.orderId === row.id),
      ),
    );
  }

  return {
    placeOrder: (buyerId: string, idempotencyKey: string, input: CreateOrderInput) =>
      placeOrder(flowDeps, buyerId, idempotencyKey, input),

    /** Waits for confirmation e-mails still being sent (the app calls it when closing). */
    drainMail: async () => {
      await Promise.allSettled([...pendingMail]);
    },

    async myOrders(buyerId: string): Promise<OrderDto[]> {
      const rows = await repository.listBuyerOrders(deps.db, buyerId);
      const reviewed = await repository.findReviewedOrderIds(
        deps.db,
        buyerId,
        rows.map((row) => row.id),
      );
      return (await withItems(rows)).map((order) => ({ ...order, reviewed: reviewed.has(order.id) }));
    },

    /** Orders with this seller's items; each shows only those items (another seller's stay hidden). */
    async mySales(sellerId: string): Promise<SaleDto[]> {
      const rows = await repository.listSellerOrders(deps.db, sellerId);
      const items = await repository.listItems(
        deps.db,
        rows.map((row) => row.order.id),
        sellerId,
      );
      return rows.map(({ order, buyer }) =>
        toSaleDto(
          order,
          items.filter((item) => item.orderId === order.id),
          buyer,
        ),
      );
    },

    /**
     * DESIGN 4: the seller of the items moves the order forward (pending -> confirmed -> dispatched ->
     * delivered) or cancels it before dispatch, which returns its stock; the buyer is notified each time.
     */
    async updateStatus(sellerId: string, orderId: string, status: OrderStatus): Promise<SaleDto> {
      let stored: StoredNotification[] = [];
      const sale = await deps.db.transaction(async (tx) => {
        const order = await repository.findOrderByIdForUpdate(tx, orderId);
        if (!order) throw notFound(ORDER_MESSAGES.notFound);
        const items = await repository.listItems(tx, [order.id]);
        const own = items.filter((item) => item.sellerId === sellerId);
        if (own.length === 0) throw forbidden(ORDER_MESSAGES.notYourSale);
        if (!canMoveOrderStatus(order.status, status)) {
          throw new AppError('CONFLICT', ORDER_MESSAGES.cannotMove(order.status, status));
        }
        const updated = await repository.updateStatus(tx, order.id, status);
        if (status === 'cancelled') {
          for (const item of items) if (item.listingId) await repository.returnStock(tx, item.listingId, item.quantity);
        }
        stored = await deps.notifications.store(tx, [order.buyerId], {
          type: 'order_status',
          message: ORDER_MESSAGES.statusChanged(order.orderNumber, status),
          data: { orderId: order.id, orderNumber: order.orderNumber, status },
        });
        const buyer = await repository.findBuyer(tx, order.buyerId);
        return toSaleDto(updated, own, buyer!);
      });
      deps.notifications.deliver(stored);
      return sale;
    },

    /**
     * DESIGN 7.2: the buyer of a delivered order rates and reviews its seller (each seller of the
     * order) once; the sellers' rating and reviewCount follow.
     */
    async reviewOrder(buyerId: string, orderId: string, input: CreateReviewInput) {
      let stored: StoredNotification[] = [];
      const rows = await deps.db.transaction(async (tx) => {
        const order = await repository.findOrderByIdForUpdate(tx, orderId);
        if (!order || order.buyerId !== buyerId) throw notFound(ORDER_MESSAGES.notFound);
        if (order.status !== 'delivered') throw new AppError('CONFLICT', ORDER_MESSAGES.reviewNotDelivered);
        const sellerIds = [...new Set((await repository.listItems(tx, [order.id])).map((item) => item.sellerId))];
        const inserted = await repository.insertReviews(
          tx,
          sellerIds.map((sellerId) => ({
            orderId: order.id,
            buyerId,
            sellerId,
            rating: input.rating,
            comment: input.comment,
          })),
        );
        if (inserted.length === 0) throw new AppError('CONFLICT', ORDER_MESSAGES.alreadyReviewed);
        for (const review of inserted) await repository.refreshSellerRating(tx, review.sellerId);
        stored = await deps.notifications.store(
          tx,
          inserted.map((review) => review.sellerId),
          {
            type: 'new_review',
            message: ORDER_MESSAGES.newReview(order.orderNumber, input.rating),
            data: { orderId: order.id, orderNumber: order.orderNumber, rating: input.rating },
          },
        );
        return inserted;
      });
      deps.notifications.deliver(stored);
      return rows.map((row) => ({
        id: row.id,
        _id: row.id,
        orderId: row.orderId,
        sellerId: row.sellerId,
        rating: row.rating,
        comment: row.comment,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /**
     * spec 7 POST /orders/send-confirmation for the buyer's own order. The order flow already mails the
     * delivery address, so that address is not mailed twice; another address gets a copy.
     */
    async sendConfirmation(buyerId: string, input: SendConfirmationInput): Promise<{ sent: boolean; message: string }> {
      const order = ORDER_NUMBER_PATTERN.test(input.orderId)
        ? await repository.findOrderByNumber(deps.db, input.orderId)
        : await repository.findOrderById(deps.db, input.orderId);
      if (!order || order.buyerId !== buyerId) throw notFound(ORDER_MESSAGES.notFound);
      if (order.deliveryAddress.email.toLowerCase() === input.email.toLowerCase()) {
        return { sent: false, message: ORDER_MESSAGES.confirmationAlreadySent };
      }
      const [dto] = await withItems([order]);
      const sent = await sendConfirmationMail(flowDeps, dto!, input.email);
      return { sent, message: sent ? ORDER_MESSAGES.confirmationSent : ORDER_MESSAGES.confirmationFailed };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
