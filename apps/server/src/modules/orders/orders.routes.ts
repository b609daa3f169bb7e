import { idParamSchema } from '@phonekade/shared/common/id.schemas';
import {
  cashOnDeliveryQuerySchema,
  createReviewSchema,
  openDisputeSchema,
  sendConfirmationSchema,
  updateOrderStatusSchema,
} from '@phonekade/shared/orders/order.schemas';
import { ORDER_STATUS_MOVER_ROLE } from '@phonekade/shared/orders/order-status';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../lib/current-user.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { startAuthorizationExpiry } from '../payments/payments.service.ts';
import { createOrderPaymentsService, ORDER_PAYMENT_MESSAGES } from './order-payments.ts';
import { createOrdersService, ORDER_MESSAGES } from './orders.service.ts';

// Buyers place and list orders, sellers list and move their sales (docs/decisions/007-stock-in-order-transaction.md,
// docs/decisions/011-per-seller-fulfilment.md).
export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  const orders = createOrdersService({
    db: app.db,
    notifications: app.notifications,
    mailer: app.mailer,
    log: app.log,
    imageBaseUrl: app.config.imageBaseUrl,
    live: app.liveConnections,
    catalogueChanged: app.catalogueChanges.catalogueChanged,
  });
  // Confirmation e-mails still on their way are sent before the mailer closes.
  app.addHook('onClose', async () => orders.settle());

  // Authorisations exist only to pay for orders, so this module also lets go of those never used:
  // once as the server starts (it may have been down for a while), then every few minutes.
  const expiry = startAuthorizationExpiry({ db: app.db, log: app.log });
  app.addHook('onReady', async () => expiry.sweep());
  app.addHook('onClose', async () => expiry.stop());

  // Held card payments are captured once their dispute window closes
  // (docs/decisions/072-cash-on-delivery-and-held-payments.md): as the server starts, then periodically.
  const payments = createOrderPaymentsService({
    db: app.db,
    notifications: app.notifications,
    imageBaseUrl: app.config.imageBaseUrl,
    log: app.log,
    catalogueChanged: app.catalogueChanges.catalogueChanged,
  });
  const captures = payments.startCaptureSweep();
  app.addHook('onReady', async () => captures.sweep());
  app.addHook('onClose', async () => captures.stop());

  const buyersOnly = { preHandler: app.requireRole('buyer') };
  const sellersOnly = { preHandler: app.requireRole('seller') };

  app.post('/create', buyersOnly, async (request, reply) => {
    // The body is checked inside placeOrder, which lets go of the payment a refused order names.
    const result = await orders.placeOrder(currentUser(request).id, {
      idempotencyKey: request.headers['idempotency-key'],
      body: request.body,
    });
    if (!result.replayed) app.metrics.ordersPlaced.inc();
    return reply.status(result.status).send(result.body);
  });

  app.post(
    '/send-confirmation',
    { ...buyersOnly, config: limit(app.rateLimits.orderConfirmationMailPerUser) },
    async (request) => {
      const input = sendConfirmationSchema.parse(request.body ?? {});
      const { sent, message } = await orders.sendConfirmation(currentUser(request).id, input);
      return { success: true, message, data: { sent } };
    },
  );

  app.get('/my-orders', buyersOnly, async (request) => ({
    success: true,
    data: { orders: await orders.myOrders(currentUser(request).id) },
  }));

  app.get('/:id', buyersOnly, async (request) => {
    const { id } = idParamSchema.parse(request.params);
    return { success: true, data: await orders.myOrder(currentUser(request).id, id) };
  });

  app.get('/my-sales', sellersOnly, async (request) => ({
    success: true,
    data: { sales: await orders.mySales(currentUser(request).id) },
  }));

  app.put('/:id/status', { preHandler: app.requireRole(ORDER_STATUS_MOVER_ROLE) }, async (request) => {
    const { id } = idParamSchema.parse(request.params);
    const { status, trackingNumber } = updateOrderStatusSchema.parse(request.body ?? {});
    const sale = await orders.updateStatus(currentUser(request).id, id, status, trackingNumber);
    return { success: true, message: ORDER_MESSAGES.statusUpdated, data: sale };
  });

  app.get('/cash-on-delivery', buyersOnly, async (request) => {
    const { sellerIds } = cashOnDeliveryQuerySchema.parse(request.query ?? {});
    return { success: true, data: await orders.cashOnDelivery(sellerIds) };
  });

  app.post('/:id/cancel', buyersOnly, async (request) => {
    const { id } = idParamSchema.parse(request.params);
    const order = await payments.cancelOrder(currentUser(request).id, id);
    return { success: true, message: ORDER_PAYMENT_MESSAGES.cancelled, data: order };
  });

  app.post('/:id/confirm-receipt', buyersOnly, async (request) => {
    const { id } = idParamSchema.parse(request.params);
    const order = await payments.confirmReceipt(currentUser(request).id, id);
    return { success: true, message: ORDER_PAYMENT_MESSAGES.receiptConfirmed, data: order };
  });

  app.post('/:id/dispute', buyersOnly, async (request, reply) => {
    const { id } = idParamSchema.parse(request.params);
    const input = openDisputeSchema.parse(request.body ?? {});
    const order = await payments.openDispute(currentUser(request).id, id, input);
    return reply.status(201).send({ success: true, message: ORDER_PAYMENT_MESSAGES.disputeOpened, data: order });
  });

  app.post('/:id/review', buyersOnly, async (request, reply) => {
    const { id } = idParamSchema.parse(request.params);
    const input = createReviewSchema.parse(request.body ?? {});
    const reviews = await orders.reviewOrder(currentUser(request).id, id, input);
    return reply.status(201).send({ success: true, message: ORDER_MESSAGES.reviewed, data: { reviews } });
  });
}
