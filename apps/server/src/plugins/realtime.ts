import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { Server, type DefaultEventsMap } from 'socket.io';
import type { AuthUser } from './auth.ts';
import { toNotificationDto, type StoredNotification } from '../modules/notifications/notifications.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;
  }
}

interface SocketData {
  user: AuthUser;
}

/**
 * Live notifications over Socket.IO (spec 4 "Real-time connection", spec 7 "Real-time socket").
 * A socket must present a valid token; it may join only its own room (named by the user id), so
 * nobody can listen to someone else's notifications. Stored notifications are pushed to their
 * recipient's room as the spec's event names; with REDIS_URL every app instance shares the rooms.
 */
export const realtimePlugin = fp(async (app: FastifyInstance) => {
  const io = new Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>(app.server, {
    path: '/socket.io',
    serveClient: false,
    cors: app.config.CORS_ORIGINS.length ? { origin: app.config.CORS_ORIGINS } : undefined,
    pingTimeout: 20_000,
    maxHttpBufferSize: 16 * 1024,
  });

  if (app.config.REDIS_URL) {
    const pub = new Redis(app.config.REDIS_URL, { maxRetriesPerRequest: 1 });
    const sub = pub.duplicate();
    io.adapter(createAdapter(pub, sub));
    app.addHook('onClose', async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    });
  }

  io.use((socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown };
    const token = typeof auth.token === 'string' ? auth.token : undefined;
    if (!token) return next(new Error('Authentication required'));
    app.verifyToken(token).then(
      (user) => {
        socket.data.user = user;
        next();
      },
      () => next(new Error('Invalid or expired token')),
    );
  });

  io.on('connection', (socket) => {
    const userId = socket.data.user.id;
    void socket.join(userId);
    socket.on('join_room', (room: unknown, ack?: unknown) => {
      const ok = room === userId;
      if (ok) void socket.join(userId);
      if (typeof ack === 'function') (ack as (r: unknown) => void)({ success: ok });
    });
    socket.on('leave_room', (room: unknown) => {
      if (typeof room === 'string' && room !== userId) void socket.leave(room);
    });
    // spec 7: a ping with a test string is answered with a pong.
    socket.on('ping', (message: unknown, ack?: unknown) => {
      const reply = {
        message: typeof message === 'string' ? message.slice(0, 200) : 'pong',
        timestamp: new Date().toISOString(),
      };
      socket.emit('pong', reply);
      if (typeof ack === 'function') (ack as (r: unknown) => void)(reply);
    });
  });

  const push = (row: StoredNotification) => {
    const dto = toNotificationDto(row);
    io.to(row.userId).emit(row.type, {
      ...row.data,
      message: row.message,
      notification: dto,
    });
  };
  app.notifications.delivered.on('notification', push);

  app.decorate('io', io);
  app.addHook('onClose', async () => {
    app.notifications.delivered.off('notification', push);
    await io.close();
  });
});
