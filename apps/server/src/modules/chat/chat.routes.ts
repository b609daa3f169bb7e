import { chatMessageSchema } from '@phonekade/shared/chat/chat.schemas';
import type { FastifyInstance } from 'fastify';
import { limit } from '../../plugins/rate-limit.ts';
import { createPhonesService } from '../phones/phones.service.ts';
import { createChatService } from './chat.service.ts';

/** POST /api/chatbot/chat: no login needed, the assistant helps visitors too. */
export async function chatRoutes(app: FastifyInstance): Promise<void> {
  const chat = createChatService(
    createPhonesService({
      db: app.db,
      notifications: app.notifications,
      storage: app.storage,
      imageBaseUrl: app.config.imageBaseUrl,
      log: app.log,
      catalogueChanges: app.catalogueChanges,
    }),
  );

  app.post('/chat', { config: limit(app.rateLimits.chatPerUser, app.rateLimits.chatPerAddress) }, async (request) => {
    const input = chatMessageSchema.parse(request.body);
    const answer = await chat.reply(input, request.language);
    return { success: true, data: answer };
  });
}
