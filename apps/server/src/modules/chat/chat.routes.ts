import { chatMessageSchema } from '@phonekade/shared/chat/chat.schemas';
import type { FastifyInstance } from 'fastify';
import { limit } from '../../plugins/rate-limit.ts';
import { phonesService } from '../phones/phones.routes.ts';
import { createChatService } from './chat.service.ts';

/** POST /api/chatbot/chat: no login needed, the assistant helps visitors too. */
export async function chatRoutes(app: FastifyInstance): Promise<void> {
  const chat = createChatService(phonesService(app));

  app.post('/chat', { config: limit(app.rateLimits.chatPerUser, app.rateLimits.chatPerAddress) }, async (request) => {
    const input = chatMessageSchema.parse(request.body);
    const answer = await chat.reply(input, request.language);
    return { success: true, data: answer };
  });
}
