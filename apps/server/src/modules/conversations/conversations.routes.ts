import {
  CONVERSATION_MESSAGES,
  messagesQuerySchema,
  sendMessageSchema,
  startConversationSchema,
} from '@phonekade/shared/conversations/conversation.schemas';
import { idParamSchema } from '@phonekade/shared/common/id.schemas';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../lib/current-user.ts';
import { createConversationsService } from './conversations.service.ts';

/** How often this instance looks for unread-message mails that are due. */
const MAIL_SWEEP_INTERVAL_MS = 60_000;

function conversationsServiceOf(app: FastifyInstance) {
  return createConversationsService({
    db: app.db,
    liveConnections: app.liveConnections,
    mailer: app.mailer,
    log: app.log,
    imageBaseUrl: app.config.imageBaseUrl,
    publicUrl: app.config.PUBLIC_URL,
  });
}

/**
 * /api/conversations: messages between a buyer and a seller about a phone
 * (docs/decisions/062-messages-and-safety.md). POST / answers 201 with a new conversation and 200 when
 * the message joined the one the buyer already has about that phone. GET /:id/messages pages from the
 * newest: without `before` it gives the latest `limit` messages, oldest first; `nextBefore` asks for
 * the page before them.
 */
export async function conversationsRoutes(app: FastifyInstance): Promise<void> {
  const conversations = conversationsServiceOf(app);
  app.addHook('preHandler', app.authenticate);

  // The due mails are stored, so a restart only delays them until the next sweep.
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweep = setInterval(() => {
      conversations
        .sendDueMails()
        .catch((error: unknown) => app.log.error({ err: error }, 'message mail sweep failed'));
    }, MAIL_SWEEP_INTERVAL_MS);
    sweep.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweep));

  app.post('/', async (request, reply) => {
    const input = startConversationSchema.parse(request.body);
    const started = await conversations.start(currentUser(request), input);
    return reply.status(started.created ? 201 : 200).send({
      success: true,
      message: CONVERSATION_MESSAGES.started,
      data: { conversation: started.conversation, message: started.message },
    });
  });

  app.get('/', async (request) => ({ success: true, data: await conversations.list(currentUser(request)) }));

  app.get('/:id/messages', async (request) => {
    const { id } = idParamSchema.parse(request.params);
    const query = messagesQuerySchema.parse(request.query);
    return { success: true, data: await conversations.messages(currentUser(request), id, query) };
  });

  app.post('/:id/messages', async (request, reply) => {
    const { id } = idParamSchema.parse(request.params);
    const input = sendMessageSchema.parse(request.body);
    const message = await conversations.send(currentUser(request), id, input);
    return reply.status(201).send({ success: true, message: CONVERSATION_MESSAGES.sent, data: { message } });
  });

  app.put('/:id/read', async (request) => {
    const { id } = idParamSchema.parse(request.params);
    await conversations.markRead(currentUser(request), id);
    return { success: true, message: CONVERSATION_MESSAGES.read, data: { id } };
  });
}

/** /api/users/:id/block: no more messages either way between the caller and that person. */
export async function blocksRoutes(app: FastifyInstance): Promise<void> {
  const conversations = conversationsServiceOf(app);

  app.post('/:id/block', { preHandler: app.authenticate }, async (request) => {
    const { id } = idParamSchema.parse(request.params);
    await conversations.block(currentUser(request), id);
    return { success: true, message: CONVERSATION_MESSAGES.blockedUser, data: { id, blocked: true } };
  });

  app.delete('/:id/block', { preHandler: app.authenticate }, async (request) => {
    const { id } = idParamSchema.parse(request.params);
    await conversations.unblock(currentUser(request), id);
    return { success: true, message: CONVERSATION_MESSAGES.unblockedUser, data: { id, blocked: false } };
  });
}
