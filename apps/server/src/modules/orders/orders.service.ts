import type { OrderStatus } from '@phonekade/shared/constants/catalog';
import { canMoveOrderStatus, combinedOrderStatus, needsTrackingNumber } from '@phonekade/shared/orders/order-status';
import type { CreateReviewInput, SendConfirmationInput } from '@phonekade/shared/orders/order.schemas';
import type { CashOnDeliveryDto, OrderDto, SaleDto } from '@phonekade/shared/orders/order.types';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { createAfterCommit } from '../../lib/after-commit.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { LiveConnections } from '../../lib/live-connections.ts';
import type { NotificationsService, StoredNotification } from '../notifications/notifications.service.ts';
import { toOrderDto, toSaleDto } from './order-dto.ts';
import { followSellerMove } from './order-payments.ts';
import * as repository from './orders.repository.ts';
import { buyerLanguage, placeOrder, sendConfirmationMail, type PlaceOrderRequest } from './place-order.ts';

/** Copies of an order's confirmation e-mail a buyer may ask for (the order flow's own mail aside). */
export const CONFIRMATION_MAIL_CAP = 3;

export const ORDER_MESSAGES = {
  notFound: 'Order not found',
  statusUpdated: 'Order status updated',
  cannotMove: (from: string, to: string) => `An order that is ${from} cannot be moved to ${to}`,
  trackingNumberRequired:
    "Please enter the courier's tracking number. For a meet-up, mark the order delivered instead.",
  confirmationSent: 'Confirmation email sent',
  confirmationAlreadySent: 'Confirmation email already sent',
  confirmationFailed: 'The confirmation email could not be sent',
  confirmationRecipient: "The confirmation email can only be sent to your account email or the order's delivery email",
  confirmationLimit: `The confirmation email of an order can be sent at most ${CONFIRMATION_MAIL_CAP} times`,
  /** To the buyer, when one phone of the order moved. */
  statusChangedOne: (orderNumber: string, title: string, status: string) =>
    `Your order ${orderNumber}: ${title} is now ${status}`,
  /** To the buyer, when several phones moved; `titles` joined with ', '. */
  statusChangedMany: (orderNumber: string, titles: string, status: string) =>
    `Your order ${orderNumber}: ${titles} are now ${status}`,
  reviewed: 'Thank you for your review',
  reviewNotDelivered: 'You can rate the seller once the order is delivered',
  alreadyReviewed: 'You have already reviewed this order',
  newReview: (orderNumber: string, rating: number) => `A buyer rated order ${orderNumber} ${rating} out of 5`,
} as const;

const ORDER_NUMBER_PATTERN = /^ORD-/;

/** The sellers of an order whose items (all of them still going ahead) are delivered: they may be rated. */
function deliveredSellers(items: readonly { sellerId: string; status: OrderStatus }[]): string[] {
  const bySeller = new Map<string, OrderStatus[]>();
  for (const item of items) bySeller.set(item.sellerId, [...(bySeller.get(item.sellerId) ?? []), item.status]);
  return [...bySeller].filter(([, statuses]) => combinedOrderStatus(statuses) === 'delivered').map(([id]) => id);
}

interface OrdersServiceDeps {
  db: Db;
  notifications: NotificationsService;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Where image URLs in answers start (config.imageBaseUrl). */
  imageBaseUrl: string;
  live: LiveConnections;
  /** Said after a sale or a cancellation moved stock: every instance's public pages change. */
  catalogueChanged: () => void;
}

export function createOrdersService(deps: OrdersServiceDeps) {
  const afterCommit = createAfterCommit(deps.log);
  const flowDeps = { ...deps, afterCommit };

  async function withItems(rows: repository.OrderRow[]): Promise<OrderDto[]> {
    const ids = rows.map((row) => row.id);
    const items = await repository.listItems(deps.db, ids);
    const disputes = await repository.findDisputes(deps.db, ids);
    return rows.map((row) =>
      toOrderDto(
        row,
        items.filter((item) => item.orderId === row.id),
        deps.imageBaseUrl,
        false,
        disputes.find((dispute) => dispute.orderId === row.id) ?? null,
      ),
    );
  }

  return {
    placeOrder: (buyerId: string, request: PlaceOrderRequest) => placeOrder(flowDeps, buyerId, request),

    /** Whether cash on delivery may be offered for a cart with these sellers, and who refuses it. */
    async cashOnDelivery(sellerIds: string[]): Promise<CashOnDeliveryDto> {
      const sellers = await repository.findSellersCashOnDelivery(deps.db, sellerIds);
      const refusing = sellers.filter((seller) => !seller.accepts).map(({ id, name }) => ({ id, name }));
      // A seller id that is no seller cannot take cash either.
      const known = new Set(sellers.map((seller) => seller.id));
      const unknown = sellerIds.filter((id) => !known.has(id));
      return { available: refusing.length === 0 && unknown.length === 0, refusing };
    },

    /** Waits for confirmation e-mails still being sent (the app calls it when closing). */
    settle: afterCommit.settle,

    async myOrders(buyerId: string): Promise<OrderDto[]> {
      const rows = await repository.listBuyerOrders(deps.db, buyerId);
      const orderIds = rows.map((row) => row.id);
      const [reviewed, ownReviews] = await Promise.all([
        repository.findReviewedSellers(deps.db, buyerId, orderIds),
        repository.findBuyerReviews(deps.db, buyerId, orderIds),
      ]);
      return (await withItems(rows)).map((order) => {
        const rateable = deliveredSellers(
          order.items.map((item) => ({ sellerId: item.seller.id, status: item.status })),
        );
        const done = reviewed.get(order.id) ?? new Set();
        const myReviews = ownReviews
          .filter((review) => review.orderId === order.id)
          .map(({ id, rating, comment, createdAt }) => ({ id, rating, comment, createdAt: createdAt.toISOString() }));
        return {
          ...order,
          reviewed: rateable.length > 0 && rateable.every((sellerId) => done.has(sellerId)),
          myReviews,
        };
      });
    },

    /**
     * One of the buyer's own orders, for the order-placed page opened by its address. Another person's
     * order and an unknown id are the same not-found, so an id says nothing about whose it is.
     */
    async myOrder(buyerId: string, orderId: string): Promise<OrderDto> {
      const order = await repository.findOrderById(deps.db, orderId);
      if (!order || order.buyerId !== buyerId) throw notFound(ORDER_MESSAGES.notFound);
      const [dto] = await withItems([order]);
      return dto!;
    },

    /** Orders with this seller's items; each shows only those items (another seller's stay hidden). */
    async mySales(sellerId: string): Promise<SaleDto[]> {
      const rows = await repository.listSellerOrders(deps.db, sellerId);
      const ids = rows.map((row) => row.order.id);
      const items = await repository.listItems(deps.db, ids, sellerId);
      const disputes = await repository.findDisputes(deps.db, ids);
      return rows.map(({ order, buyer }) =>
        toSaleDto(
          order,
          items.filter((item) => item.orderId === order.id),
          buyer,
          deps.imageBaseUrl,
          disputes.find((dispute) => dispute.orderId === order.id) ?? null,
        ),
      );
    },

    /**
     * Each seller fulfils their own items of an order (docs/decisions/011-per-seller-fulfilment.md).
     * The seller moves those items forward
     * (pending -> confirmed -> dispatched -> delivered) or cancels them before dispatch, which returns
     * their stock; the order's overall status follows in the same transaction and the buyer is told.
     * The order row is locked first, so sellers moving the same order at once take turns and each
     * derives the overall status from the other's committed items.
     */
    async updateStatus(
      sellerId: string,
      orderId: string,
      status: OrderStatus,
      trackingNumber?: string,
    ): Promise<SaleDto> {
      // Dispatching hands the phone to a courier, whose tracking number the buyer follows
      // (docs/decisions/073-disputes-cancellation-and-tracking.md).
      if (needsTrackingNumber(status) && !trackingNumber) {
        throw badRequest(ORDER_MESSAGES.trackingNumberRequired, {
          trackingNumber: ORDER_MESSAGES.trackingNumberRequired,
        });
      }
      let stored: StoredNotification[] = [];
      const sale = await deps.db.transaction(async (tx) => {
        const order = await repository.findOrderByIdForUpdate(tx, orderId);
        if (!order) throw notFound(ORDER_MESSAGES.notFound);
        const own = await repository.listItems(tx, [order.id], sellerId);
        // Another seller's order is not shown to this one, so it is not found either.
        if (own.length === 0) throw notFound(ORDER_MESSAGES.notFound);
        const from = combinedOrderStatus(own.map((item) => item.status));
        if (!canMoveOrderStatus(from, status)) {
          throw new AppError('CONFLICT', ORDER_MESSAGES.cannotMove(from, status));
        }
        const moved = await repository.moveSellerItems(
          tx,
          order.id,
          sellerId,
          status,
          needsTrackingNumber(status) ? trackingNumber : undefined,
        );
        if (status === 'cancelled') {
          for (const item of moved) {
            if (item.listingId) await repository.returnStock(tx, item.listingId, sellerId, item.quantity);
          }
        }
        const items = await repository.listItems(tx, [order.id]);
        const updated = await repository.updateStatus(
          tx,
          order.id,
          combinedOrderStatus(items.map((item) => item.status)),
        );
        await followSellerMove(tx, order, updated, sellerId);
        const ownNow = items.filter((item) => item.sellerId === sellerId);
        stored = await deps.notifications.store(tx, [order.buyerId], {
          type: 'order_status_updated',
          message:
            moved.length === 1
              ? ORDER_MESSAGES.statusChangedOne(order.orderNumber, moved[0]!.title, status)
              : ORDER_MESSAGES.statusChangedMany(order.orderNumber, moved.map((item) => item.title).join(', '), status),
          data: {
            orderId: order.id,
            orderNumber: order.orderNumber,
            status,
            sellerId,
            itemIds: moved.map((item) => item.id),
            orderStatus: updated.status,
          },
        });
        const buyer = await repository.findBuyer(tx, order.buyerId);
        const now = (await repository.findOrderById(tx, order.id))!;
        return toSaleDto(now, ownNow, buyer!, deps.imageBaseUrl);
      });
      // A cancellation puts stock back on sale.
      if (status === 'cancelled') deps.catalogueChanged();
      deps.notifications.deliver(stored);
      return sale;
    },

    /**
     * The buyer rates and reviews each seller of the order once that seller's items are
     * delivered (a seller who delivers later is rated in a later review); ratings and reviewCount follow
     * (docs/decisions/027-ratings-from-delivered-orders.md).
     */
    async reviewOrder(buyerId: string, orderId: string, input: CreateReviewInput) {
      let stored: StoredNotification[] = [];
      const rows = await deps.db.transaction(async (tx) => {
        const order = await repository.findOrderByIdForUpdate(tx, orderId);
        if (!order || order.buyerId !== buyerId) throw notFound(ORDER_MESSAGES.notFound);
        const sellerIds = deliveredSellers(await repository.listItems(tx, [order.id]));
        if (sellerIds.length === 0) throw new AppError('CONFLICT', ORDER_MESSAGES.reviewNotDelivered);
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
      // The seller's rating is on their listings' cards and orders the rating sort.
      deps.catalogueChanged();
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
     * POST /orders/send-confirmation for the buyer's own order. The mail goes only to an address the
     * order already belongs to (the buyer's account or the delivery address), so the call cannot send
     * mail from our domain to strangers, and at most CONFIRMATION_MAIL_CAP times per order. The order
     * flow already mails the delivery address, so that address is answered "already sent" and not
     * mailed twice.
     */
    async sendConfirmation(buyerId: string, input: SendConfirmationInput): Promise<{ sent: boolean; message: string }> {
      const order = ORDER_NUMBER_PATTERN.test(input.orderId)
        ? await repository.findOrderByNumber(deps.db, input.orderId)
        : await repository.findOrderById(deps.db, input.orderId);
      if (!order || order.buyerId !== buyerId) throw notFound(ORDER_MESSAGES.notFound);
      const recipient = input.email.toLowerCase();
      if (order.deliveryAddress.email.toLowerCase() === recipient) {
        return { sent: false, message: ORDER_MESSAGES.confirmationAlreadySent };
      }
      const buyer = await repository.findBuyer(deps.db, buyerId);
      if (buyer?.email.toLowerCase() !== recipient) {
        throw badRequest(ORDER_MESSAGES.confirmationRecipient, { email: ORDER_MESSAGES.confirmationRecipient });
      }
      if (!(await repository.takeConfirmationMail(deps.db, order.id, CONFIRMATION_MAIL_CAP))) {
        throw new AppError('RATE_LIMITED', ORDER_MESSAGES.confirmationLimit);
      }
      const [dto] = await withItems([order]);
      const sent = await sendConfirmationMail(flowDeps, dto!, buyer.email, await buyerLanguage(deps, buyerId));
      // A mail that did not go out is not one of the buyer's copies.
      if (!sent) await repository.returnConfirmationMail(deps.db, order.id);
      return { sent, message: sent ? ORDER_MESSAGES.confirmationSent : ORDER_MESSAGES.confirmationFailed };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
