import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  BROWSE_ROOM,
  NEW_LISTING_BATCH_MAX,
  NEW_LISTING_BATCH_MS,
  type ClientToServerEvents,
  type NewListingSummary,
  type NotificationEventName,
  type ServerToClientEvents,
} from '@phonekade/shared/realtime/realtime-events';
import { Server, type DefaultEventsMap } from 'socket.io';
import type { AuthUser } from '../lib/current-user.ts';
import type { LiveConnections } from '../lib/live-connections.ts';
import { toNotificationDto, type StoredNotification } from '../modules/notifications/notifications.service.ts';

type LiveServer = Server<ClientToServerEvents, ServerToClientEvents, DefaultEventsMap, SocketData>;

declare module 'fastify' {
  interface FastifyInstance {
    io: LiveServer;
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
  const io: LiveServer = new Server<ClientToServerEvents, ServerToClientEvents, DefaultEventsMap, SocketData>(
    app.server,
    {
      path: '/socket.io',
      serveClient: false,
      cors: app.config.CORS_ORIGINS.length ? { origin: app.config.CORS_ORIGINS } : undefined,
      pingTimeout: 20_000,
      maxHttpBufferSize: 16 * 1024,
    },
  );

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
    // Its own room, or the browse page's public one; never somebody else's.
    socket.on('join_room', (room: unknown, ack?: unknown) => {
      const ok = room === userId || room === BROWSE_ROOM;
      if (ok) void socket.join(room);
      if (typeof ack === 'function') (ack as (r: unknown) => void)({ success: ok });
    });
    // Leaving the browse page; its own room stays, since that is where its notifications arrive.
    socket.on('leave_room', (room: unknown) => {
      if (room === BROWSE_ROOM) void socket.leave(room);
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
    // The row was stored from a typed NotificationEvent (notifications.service.ts), so its type and
    // data match the shared list; Socket.IO's typed emit cannot see that through the table's columns.
    const event = row.type as NotificationEventName;
    const payload = { ...row.data, message: row.message, notification: dto };
    (io.to(row.userId).emit as (event: string, payload: unknown) => boolean)(event, payload);
  };

  // New listings wait up to a second and go out together, so a batch approval is one event, not a flood.
  let pendingListings: NewListingSummary[] = [];
  let listingTimer: ReturnType<typeof setTimeout> | undefined;
  const flushListings = () => {
    listingTimer = undefined;
    const phones = pendingListings.slice(-NEW_LISTING_BATCH_MAX);
    pendingListings = [];
    if (phones.length > 0) io.to(BROWSE_ROOM).emit('new_phone_listing', { phones });
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
    sendToUsers(userIds, event, payload) {
      const rooms = [...new Set(userIds)];
      if (rooms.length === 0) return;
      (io.to(rooms).emit as (event: string, payload: unknown) => boolean)(event, payload);
    },
    announceNewListings(phones) {
      if (phones.length === 0) return;
      pendingListings.push(...phones);
      listingTimer ??= setTimeout(flushListings, NEW_LISTING_BATCH_MS);
    },
  };

  app.decorate('io', io);
  app.decorate('liveConnections', liveConnections);
  app.addHook('onClose', async () => {
    app.notifications.delivered.off('notification', push);
    clearTimeout(listingTimer);
    listingTimer = undefined;
    pendingListings = [];
    await io.close();
  });
});
