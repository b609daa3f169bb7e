import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server, type DefaultEventsMap } from 'socket.io';
import type { AuthUser } from '../lib/current-user.ts';
import type { LiveConnections } from '../lib/live-connections.ts';
import { toNotificationDto, type StoredNotification } from '../modules/notifications/notifications.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;
    liveConnections: LiveConnections;
  }
}

interface SocketData {
  user: AuthUser;
  /** The id of the token the socket signed in with, so logout can find it. */
  tokenId: string;
}

/**
 * Live notifications over Socket.IO (docs/decisions/018-socket-io-per-user-rooms.md).
 * A socket must present a valid token; it may join only its own room (named by the user id), so
 * nobody can listen to someone else's notifications. Stored notifications are pushed to their
 * recipient's room under the event names the web app listens for; with REDIS_URL every app instance
 * shares the rooms.
 * A socket lasts only as long as its sign-in: logout disconnects the sockets opened with that token,
 * logout everywhere and a password reset every socket of the user (see `liveConnections`).
 */
export const realtimePlugin = fp(async (app: FastifyInstance) => {
  const io = new Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>(app.server, {
    path: '/socket.io',
    serveClient: false,
    cors: app.config.CORS_ORIGINS.length ? { origin: app.config.CORS_ORIGINS } : undefined,
    pingTimeout: 20_000,
    maxHttpBufferSize: 16 * 1024,
  });

  if (app.redis) {
    const pub = app.redis.open('socket rooms');
    // A subscriber waits for Redis however long it is away (its subscriptions are renewed on reconnect).
    const sub = app.redis.open('socket room listener', { maxRetriesPerRequest: null });
    // The adapter publishes without waiting for the answer: while Redis is down that answer is a
    // rejection nobody handles, which would end the process. The message is lost instead; the
    // notification it carried is stored and shows in the recipient's list
    // (docs/decisions/043-redis-outage.md).
    const publish = pub.publish.bind(pub);
    pub.publish = (channel: string, message: string) => publish(channel, message).catch(() => 0);
    io.adapter(createAdapter(pub, sub));
  }

  const handshakeToken = (socket: { handshake: { auth: unknown } }): string | undefined => {
    const auth = socket.handshake.auth as { token?: unknown } | undefined;
    return typeof auth?.token === 'string' ? auth.token : undefined;
  };

  io.use((socket, next) => {
    const token = handshakeToken(socket);
    if (!token) return next(new Error('Authentication required'));
    app.verifyToken(token).then(
      (session) => {
        socket.data.user = session.user;
        socket.data.tokenId = session.tokenId;
        next();
      },
      () => next(new Error('Invalid or expired token')),
    );
  });

  io.on('connection', (socket) => {
    const userId = socket.data.user.id;
    void socket.join(userId);
    // A logout landing between the check above and this join would not find the socket in its room;
    // checking the token once more now that the socket is in the room closes that gap.
    app.verifyToken(handshakeToken(socket) ?? '').catch(() => socket.disconnect(true));
    socket.on('join_room', (room: unknown, ack?: unknown) => {
      const ok = room === userId;
      if (ok) void socket.join(userId);
      if (typeof ack === 'function') (ack as (r: unknown) => void)({ success: ok });
    });
    socket.on('leave_room', (room: unknown) => {
      if (typeof room === 'string' && room !== userId) void socket.leave(room);
    });
    // A ping with a test string is answered with a pong: the client's connection test.
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

  const liveConnections: LiveConnections = {
    async closeForToken(userId, tokenId) {
      try {
        // fetchSockets also returns the sockets other instances hold (through the Redis adapter).
        const sockets = await io.in(userId).fetchSockets();
        for (const socket of sockets) if (socket.data.tokenId === tokenId) socket.disconnect(true);
      } catch (error) {
        // The token is already revoked: a socket missed here is refused when it reconnects.
        app.log.warn({ err: error, userId }, 'open sockets could not be disconnected');
      }
    },
    async closeForUser(userId) {
      io.in(userId).disconnectSockets(true);
    },
  };

  app.decorate('io', io);
  app.decorate('liveConnections', liveConnections);
  app.addHook('onClose', async () => {
    app.notifications.delivered.off('notification', push);
    await io.close();
  });
});
