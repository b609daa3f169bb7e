import { SOCKET } from '@phonekade/shared/constants/limits';
import type { ClientToServerEvents, ServerToClientEvents } from '@phonekade/shared/realtime/realtime-events';
import { io, type Socket } from 'socket.io-client';

type Transport = 'auto' | 'polling';
/** Where the connection stands: 'failed' after a connection test got no pong in time, or every way in failed. */
export type ConnectionState = 'connecting' | 'connected' | 'failed';
type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface RealtimeOptions {
  token: string;
  userId: string;
  onConnect?: () => void;
  onConnectionFailed?: () => void;
  /** Every event the server sends, by name (lib/realtime.ts hands them to the listeners). */
  onEvent: (event: string, payload: unknown) => void;
}

/** The text the connection test sends with its ping. */
const PING_TEXT = 'connection test';

/**
 * The real-time connection (docs/decisions/018-socket-io-per-user-rooms.md): websocket-with-polling
 * first; not connected after 10 s, fall
 * back to polling only after a 2 s delay; polling failing too runs the connection-failed callback.
 * A successful connect resets the strategy and joins the user's room. A server-side disconnect is
 * retried after 1 s. Emits made while disconnected wait in a queue of at most 10 (oldest dropped).
 */
export class RealtimeConnection {
  private socket: LiveSocket | null = null;
  private transport: Transport = 'auto';
  private fallbackTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly queue: { event: string; args: unknown[] }[] = [];
  /** Public rooms joined besides the user's own (the browse page's), joined again after a reconnect. */
  private readonly rooms = new Set<string>();
  private closed = false;
  private currentState: ConnectionState = 'connecting';

  constructor(private readonly options: RealtimeOptions) {}

  start(): void {
    this.closed = false;
    this.open('auto');
  }

  /** Sign-out or app close: drop the connection and every pending retry. */
  stop(): void {
    this.closed = true;
    clearTimeout(this.fallbackTimer);
    clearTimeout(this.retryTimer);
    this.socket?.removeAllListeners();
    this.socket?.disconnect();
    this.socket = null;
  }

  get connected(): boolean {
    return this.socket?.connected ?? false;
  }

  get state(): ConnectionState {
    return this.currentState;
  }

  private fail(): void {
    this.currentState = 'failed';
    this.options.onConnectionFailed?.();
  }

  joinRoom(room: string): void {
    this.rooms.add(room);
    if (this.socket?.connected) this.emit('join_room', room);
  }

  leaveRoom(room: string): void {
    if (!this.rooms.delete(room)) return;
    if (this.socket?.connected) this.emit('leave_room', room);
  }

  /**
   * The connection test: a ping with a test string, answered with a pong within 10 s. Resolves
   * false when no answer came in time.
   */
  async ping(): Promise<boolean> {
    const socket = this.socket;
    if (!socket?.connected) return false;
    try {
      const answer: unknown = await socket.timeout(SOCKET.pingTimeoutMs).emitWithAck('ping', PING_TEXT);
      return (answer as { message?: unknown } | null)?.message === PING_TEXT;
    } catch {
      return false;
    }
  }

  /** Emits with a 5-second acknowledgement timeout, or queues while disconnected. */
  emit(event: string, ...args: unknown[]): void {
    if (this.socket?.connected) {
      (this.socket.timeout(SOCKET.ackTimeoutMs) as unknown as Socket).emit(event, ...args, () => {});
      return;
    }
    this.queue.push({ event, args });
    if (this.queue.length > SOCKET.queueLimit) this.queue.shift();
  }

  private open(transport: Transport): void {
    if (this.closed) return;
    this.socket?.removeAllListeners();
    this.socket?.disconnect();
    this.transport = transport;
    const socket: LiveSocket = io({
      path: '/socket.io',
      auth: { token: this.options.token },
      query: { transport },
      transports: transport === 'polling' ? ['polling'] : ['websocket', 'polling'],
      timeout: SOCKET.connectTimeoutMs,
      reconnectionAttempts: SOCKET.maxReconnectionAttempts,
      reconnectionDelay: SOCKET.reconnectionDelayMs,
      reconnectionDelayMax: SOCKET.reconnectionDelayMaxMs,
      randomizationFactor: SOCKET.randomizationFactor,
    });
    this.socket = socket;
    socket.onAny((event: string, payload: unknown) => this.options.onEvent(event, payload));

    socket.on('connect', () => {
      clearTimeout(this.fallbackTimer);
      this.transport = 'auto';
      socket.emit('join_room', this.options.userId);
      for (const room of this.rooms) socket.emit('join_room', room);
      for (const { event, args } of this.queue.splice(0)) (socket as unknown as Socket).emit(event, ...args);
      this.currentState = 'connected';
      this.options.onConnect?.();
      // A connection that says it is up but does not answer a ping has failed, and is opened again.
      void this.ping().then((answered) => {
        if (answered || this.closed || this.socket !== socket || !socket.connected) return;
        console.warn('real-time connection test got no pong within 10 s; reconnecting');
        this.fail();
        socket.disconnect().connect();
      });
    });
    socket.on('disconnect', (reason) => {
      if (reason === 'io server disconnect') {
        this.retryTimer = setTimeout(() => socket.connect(), SOCKET.reconnectAfterServerDisconnectMs);
      }
    });
    socket.on('connect_error', (error) => {
      // Socket errors are only logged: the app works without live notifications.
      console.warn('real-time connection error:', error.message);
    });
    socket.io.on('reconnect_failed', () => {
      if (transport === 'polling') this.fail();
    });

    clearTimeout(this.fallbackTimer);
    this.fallbackTimer = setTimeout(() => {
      if (socket.connected || this.closed) return;
      if (this.transport === 'auto') {
        this.fallbackTimer = setTimeout(() => this.open('polling'), SOCKET.fallbackRetryDelayMs);
      } else {
        this.fail();
      }
    }, SOCKET.fallbackCheckMs);
  }
}
