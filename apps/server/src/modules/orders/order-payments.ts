// The money side of an order after checkout (docs/decisions/072-cash-on-delivery-and-held-payments.md,
// docs/decisions/073-disputes-cancellation-and-tracking.md): the buyer cancels before dispatch,
// confirms receipt or disputes; the sweep captures after the dispute window; an admin refunds or
// releases a disputed payment. Every move is checked against PAYMENT_MOVES and written to the audit
// trail in the same transaction.
import type { OrderStatus } from '@phonekade/shared/constants/catalog';
import type { DisputeOutcome } from '@phonekade/shared/orders/dispute';
import {
  buyerMayCancel,
  buyerMayConfirmReceipt,
  canMovePayment,
  cancelledPaymentState,
  DISPUTE_WINDOW_DAYS,
  type PaymentActor,
  type PaymentState,
} from '@phonekade/shared/orders/order-status';
import type { OpenDisputeInput, ResolveDisputeInput } from '@phonekade/shared/orders/order.schemas';
import type { AdminDisputeDto, AdminDisputesDto, OrderDto } from '@phonekade/shared/orders/order.types';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { NotificationsService, StoredNotification } from '../notifications/notifications.service.ts';
import { captureHeldPayment, voidHeldPayment } from '../payments/payments.service.ts';
import type { UploadedImage } from '../../lib/photo-upload.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { createDisputePhotos } from './dispute-photos.ts';
import { toDisputeDto, toOrderDto } from './order-dto.ts';
import * as repository from './orders.repository.ts';

export const ORDER_PAYMENT_MESSAGES = {
  orderNotFound: 'Order not found',
  disputeNotFound: 'Dispute not found',
  cancelled: 'Order cancelled',
  cannotCancel: 'This order can no longer be cancelled: it has been dispatched or is already cancelled',
  receiptConfirmed: 'Thank you. The payment has been released to the seller.',
  cannotConfirm: 'Only a delivered card order whose payment is still held can be confirmed',
  disputeOpened: 'Your report was sent to PhoneKade. The payment stays held until we decide.',
  notDelivered: 'You can report a problem once the order is delivered',
  notHeld: 'Only a card payment still held by PhoneKade can be disputed',
  alreadyDisputed: 'You have already reported a problem with this order',
  windowClosed: `The ${DISPUTE_WINDOW_DAYS} days to report a problem with this order have passed`,
  disputeAlreadyDecided: 'This dispute has already been decided',
  disputeRefunded: 'Dispute decided: the buyer is refunded',
  disputeReleased: 'Dispute decided: the payment is released to the seller',
  paymentMoved: 'The payment of this order has already moved. Please refresh.',
  // Notifications (the web app words them in the reader's language from their data).
  orderCancelledNotice: (number: string) => `The buyer cancelled order ${number}`,
  paymentReleasedNotice: (number: string) => `The payment for order ${number} has been released to you`,
  disputeOpenedNotice: (number: string) => `The buyer reported a problem with order ${number}`,
  disputeRefundedNotice: (number: string) => `The dispute about order ${number} was decided: the buyer is refunded`,
  disputeReleasedNotice: (number: string) =>
    `The dispute about order ${number} was decided: the payment is released to the seller`,
} as const;

const M = ORDER_PAYMENT_MESSAGES;

/** Orders the sweep captures in one transaction; the rest wait for the next run. */
const CAPTURE_BATCH = 100;
/** How often the sweep looks for held payments whose dispute window has closed. */
export const CAPTURE_SWEEP_INTERVAL_MS = 10 * 60_000;
/** Disputes the admin list shows: every open one first, then the latest decided. */
const ADMIN_DISPUTES_SHOWN = 100;

export interface OrderPaymentsDeps {
  db: Db;
  /** Where dispute photos are written. */
  storage: Storage;
  notifications: NotificationsService;
  imageBaseUrl: string;
  log: FastifyBaseLogger;
  /** Said after a cancellation returned stock. */
  catalogueChanged: () => void;
}

interface Actor {
  id: string | null;
  role: PaymentActor;
}

/** The part of an order's total still going ahead: its live items and the shipping. */
function liveAmount(
  order: repository.OrderRow,
  items: readonly { price: number; quantity: number; status: OrderStatus }[],
) {
  const live = items.filter((item) => item.status !== 'cancelled');
  return live.reduce((sum, item) => sum + item.price * item.quantity, 0) + order.shippingCost;
}

/**
 * Moves a locked order's money to `to` as `actor`, through the gateway for a card (capture of what
 * is still going ahead, or void), and writes the audit row. Refused when PAYMENT_MOVES does not
 * allow it or the money has moved already.
 */
export async function movePaymentOrThrow(
  tx: DbOrTx,
  order: repository.OrderRow,
  to: PaymentState,
  actor: Actor,
  action: string,
  note?: string,
): Promise<void> {
  const from = order.paymentStatus;
  if (!canMovePayment(from, to, actor.role)) throw new AppError('CONFLICT', M.paymentMoved);
  if (order.transactionId) {
    const items = await repository.listItems(tx, [order.id]);
    const moved =
      to === 'captured'
        ? await captureHeldPayment(tx, order.transactionId, liveAmount(order, items))
        : await voidHeldPayment(tx, order.transactionId);
    if (!moved) throw new AppError('CONFLICT', M.paymentMoved);
  }
  if (!(await repository.movePayment(tx, order.id, from, to))) throw new AppError('CONFLICT', M.paymentMoved);
  await repository.insertPaymentEvent(tx, {
    orderId: order.id,
    actorId: actor.id,
    actorRole: actor.role,
    action,
    fromStatus: from,
    toStatus: to,
    note,
  });
}

export function createOrderPaymentsService(deps: OrderPaymentsDeps) {
  const disputePhotos = createDisputePhotos(deps.storage, deps.log);

  async function lockBuyersOrderOrThrow(tx: DbOrTx, buyerId: string, orderId: string) {
    const order = await repository.findOrderByIdForUpdate(tx, orderId);
    // Another buyer's order reads as not found.
    if (!order || order.buyerId !== buyerId) throw notFound(M.orderNotFound);
    return order;
  }

  async function orderDto(tx: DbOrTx, orderId: string): Promise<OrderDto> {
    const order = (await repository.findOrderById(tx, orderId))!;
    const items = await repository.listItems(tx, [orderId]);
    const [dispute] = await repository.findDisputes(tx, [orderId]);
    return toOrderDto(order, items, deps.imageBaseUrl, false, dispute ?? null);
  }

  const sellersOf = (items: readonly { sellerId: string }[]) => [...new Set(items.map((item) => item.sellerId))];

  /** Captures every held payment whose window closed without an open dispute; answers how many. */
  async function captureDuePayments(): Promise<number> {
    const stored: StoredNotification[] = [];
    const captured = await deps.db.transaction(async (tx) => {
      const due = await repository.lockDueCaptures(tx, CAPTURE_BATCH);
      for (const order of due) {
        await movePaymentOrThrow(tx, order, 'captured', { id: null, role: 'system' }, 'captured_after_window');
        const items = await repository.listItems(tx, [order.id]);
        stored.push(
          ...(await deps.notifications.store(tx, sellersOf(items), {
            type: 'payment_released',
            message: M.paymentReleasedNotice(order.orderNumber),
            data: { orderId: order.id, orderNumber: order.orderNumber, shortNumber: order.shortNumber, by: 'system' },
          })),
        );
      }
      return due.length;
    });
    deps.notifications.deliver(stored);
    return captured;
  }

  return {
    captureDuePayments,

    /**
     * Runs captureDuePayments now and then every `intervalMs` until stopped; the timer does not keep
     * the process alive and a failed run is logged and tried again next time.
     */
    startCaptureSweep(intervalMs: number = CAPTURE_SWEEP_INTERVAL_MS) {
      let running: Promise<void> | null = null;
      const sweep = (): Promise<void> => {
        running ??= captureDuePayments()
          .then(
            (count) => {
              if (count > 0) deps.log.info({ captured: count }, 'held payments captured after the dispute window');
            },
            (error: unknown) => deps.log.warn({ err: error }, 'could not capture held payments'),
          )
          .finally(() => {
            running = null;
          });
        return running;
      };
      const timer = setInterval(() => void sweep(), intervalMs);
      timer.unref();
      return {
        sweep,
        stop: async () => {
          clearInterval(timer);
          await running;
        },
      };
    },

    /** The buyer cancels before anything was dispatched: stock returns, the payment is voided, sellers told. */
    async cancelOrder(buyerId: string, orderId: string): Promise<OrderDto> {
      let stored: StoredNotification[] = [];
      const dto = await deps.db.transaction(async (tx) => {
        const order = await lockBuyersOrderOrThrow(tx, buyerId, orderId);
        const items = await repository.listItems(tx, [order.id]);
        if (!buyerMayCancel(items.map((item) => item.status))) throw new AppError('CONFLICT', M.cannotCancel);
        const moved = await repository.cancelOrderItems(tx, order.id);
        for (const item of moved) {
          if (item.listingId) await repository.returnStock(tx, item.listingId, item.sellerId, item.quantity);
        }
        const updated = await repository.updateStatus(tx, order.id, 'cancelled');
        await movePaymentOrThrow(
          tx,
          updated,
          cancelledPaymentState(order.paymentMethod),
          { id: buyerId, role: 'buyer' },
          'cancelled_by_buyer',
        );
        stored = await deps.notifications.store(tx, sellersOf(moved), {
          type: 'order_cancelled',
          message: M.orderCancelledNotice(order.orderNumber),
          data: { orderId: order.id, orderNumber: order.orderNumber, shortNumber: order.shortNumber },
        });
        return orderDto(tx, order.id);
      });
      deps.catalogueChanged();
      deps.notifications.deliver(stored);
      return dto;
    },

    /** 'I received the phone as described': the held payment is captured for the sellers. */
    async confirmReceipt(buyerId: string, orderId: string): Promise<OrderDto> {
      let stored: StoredNotification[] = [];
      const dto = await deps.db.transaction(async (tx) => {
        const order = await lockBuyersOrderOrThrow(tx, buyerId, orderId);
        const [dispute] = await repository.findDisputes(tx, [order.id]);
        const allowed = buyerMayConfirmReceipt({
          status: order.status,
          paymentState: order.paymentStatus,
          disputeOpen: dispute?.status === 'open',
        });
        if (!allowed) throw new AppError('CONFLICT', M.cannotConfirm);
        await movePaymentOrThrow(tx, order, 'captured', { id: buyerId, role: 'buyer' }, 'receipt_confirmed');
        const items = await repository.listItems(tx, [order.id]);
        stored = await deps.notifications.store(tx, sellersOf(items), {
          type: 'payment_released',
          message: M.paymentReleasedNotice(order.orderNumber),
          data: { orderId: order.id, orderNumber: order.orderNumber, shortNumber: order.shortNumber, by: 'buyer' },
        });
        return orderDto(tx, order.id);
      });
      deps.notifications.deliver(stored);
      return dto;
    },

    /** The buyer reports a problem within the window; the payment stays held until an admin decides. */
    async openDispute(
      buyerId: string,
      orderId: string,
      input: OpenDisputeInput,
      photos: readonly UploadedImage[] = [],
    ): Promise<OrderDto> {
      let stored: StoredNotification[] = [];
      const disputableOrThrow = async (tx: DbOrTx, lock: boolean) => {
        const order = lock
          ? await lockBuyersOrderOrThrow(tx, buyerId, orderId)
          : await repository.findOrderById(tx, orderId);
        // Another buyer's order reads as not found.
        if (!order || order.buyerId !== buyerId) throw notFound(M.orderNotFound);
        const [existing] = await repository.findDisputes(tx, [order.id]);
        if (existing) throw new AppError('CONFLICT', M.alreadyDisputed);
        if (order.status !== 'delivered') throw new AppError('CONFLICT', M.notDelivered);
        if (order.paymentStatus !== 'held') throw new AppError('CONFLICT', M.notHeld);
        if (!order.captureDueAt || order.captureDueAt <= new Date()) throw new AppError('CONFLICT', M.windowClosed);
        return order;
      };
      // Refused before any photo is decoded or written; checked again under the lock below.
      await disputableOrThrow(deps.db, false);
      const dto = await disputePhotos.withSaved(photos, (images) =>
        deps.db.transaction(async (tx) => {
          const order = await disputableOrThrow(tx, true);
          const dispute = await repository.insertDispute(tx, {
            orderId: order.id,
            buyerId,
            reason: input.reason,
            note: input.note,
            images,
          });
          if (!dispute) throw new AppError('CONFLICT', M.alreadyDisputed);
          await repository.insertPaymentEvent(tx, {
            orderId: order.id,
            actorId: buyerId,
            actorRole: 'buyer',
            action: `dispute_opened:${input.reason}`,
            note: input.note,
          });
          const items = await repository.listItems(tx, [order.id]);
          const event = {
            type: 'dispute_opened' as const,
            message: M.disputeOpenedNotice(order.orderNumber),
            data: {
              orderId: order.id,
              orderNumber: order.orderNumber,
              shortNumber: order.shortNumber,
              disputeId: dispute.id,
              reason: input.reason,
            },
          };
          stored = [
            ...(await deps.notifications.store(tx, sellersOf(items), event)),
            ...(await deps.notifications.storeForAdmins(tx, event)),
          ];
          return orderDto(tx, order.id);
        }),
      );
      deps.notifications.deliver(stored);
      return dto;
    },

    async listDisputes(): Promise<AdminDisputesDto> {
      const rows = await repository.listDisputes(deps.db, ADMIN_DISPUTES_SHOWN);
      const items = await repository.listItems(
        deps.db,
        rows.map((row) => row.order.id),
      );
      const disputes: AdminDisputeDto[] = rows.map(({ dispute, order, buyer }) => {
        const own = items.filter((item) => item.orderId === order.id);
        const sellers = new Map(own.map((item) => [item.sellerId, { id: item.sellerId, name: item.sellerName }]));
        return {
          ...toDisputeDto(dispute, deps.imageBaseUrl),
          orderId: order.id,
          orderNumber: order.orderNumber,
          shortNumber: order.shortNumber,
          totalAmount: order.totalAmount,
          buyer,
          sellers: [...sellers.values()],
          items: own.map((item) => ({
            title: item.title,
            quantity: item.quantity,
            price: item.price,
            trackingNumber: item.trackingNumber,
          })),
          deliveredAt: order.deliveredAt?.toISOString() ?? null,
        };
      });
      return { disputes, open: await repository.countOpenDisputes(deps.db) };
    },

    /** The admin refunds (voids) or releases (captures) a disputed payment, with a note; both sides are told. */
    async resolveDispute(
      adminId: string,
      disputeId: string,
      input: ResolveDisputeInput,
    ): Promise<{ message: string; outcome: DisputeOutcome }> {
      let stored: StoredNotification[] = [];
      await deps.db.transaction(async (tx) => {
        const dispute = await repository.findDisputeByIdForUpdate(tx, disputeId);
        if (!dispute) throw notFound(M.disputeNotFound);
        if (dispute.status !== 'open') throw new AppError('CONFLICT', M.disputeAlreadyDecided);
        const order = (await repository.findOrderByIdForUpdate(tx, dispute.orderId))!;
        const refund = input.outcome === 'refund';
        await movePaymentOrThrow(
          tx,
          order,
          refund ? 'voided' : 'captured',
          { id: adminId, role: 'admin' },
          refund ? 'dispute_refunded' : 'dispute_released',
          input.note,
        );
        await repository.resolveDispute(tx, dispute.id, {
          status: refund ? 'refunded' : 'released',
          resolutionNote: input.note,
          resolvedBy: adminId,
        });
        const items = await repository.listItems(tx, [order.id]);
        stored = await deps.notifications.store(tx, [order.buyerId, ...sellersOf(items)], {
          type: 'dispute_resolved',
          message: refund ? M.disputeRefundedNotice(order.orderNumber) : M.disputeReleasedNotice(order.orderNumber),
          data: {
            orderId: order.id,
            orderNumber: order.orderNumber,
            shortNumber: order.shortNumber,
            disputeId: dispute.id,
            outcome: input.outcome,
          },
        });
      });
      deps.notifications.deliver(stored);
      return {
        message: input.outcome === 'refund' ? M.disputeRefunded : M.disputeReleased,
        outcome: input.outcome,
      };
    },
  };
}

export type OrderPaymentsService = ReturnType<typeof createOrderPaymentsService>;

/** What an order's money becomes when a seller's move changes the order's overall status. */
export async function followSellerMove(
  tx: DbOrTx,
  before: repository.OrderRow,
  after: repository.OrderRow,
  sellerId: string,
): Promise<void> {
  if (after.status === 'cancelled' && before.status !== 'cancelled') {
    await movePaymentOrThrow(
      tx,
      after,
      cancelledPaymentState(after.paymentMethod),
      { id: sellerId, role: 'seller' },
      'cancelled_by_seller',
    );
  }
  if (after.status === 'delivered' && before.status !== 'delivered') {
    const delivered = await repository.markDelivered(tx, after.id, DISPUTE_WINDOW_DAYS);
    // Cash: the last seller to deliver marks it 'Delivered — cash received'.
    if (delivered.paymentMethod === 'cod') {
      await movePaymentOrThrow(tx, delivered, 'cod_collected', { id: sellerId, role: 'seller' }, 'cash_received');
    }
  }
}
