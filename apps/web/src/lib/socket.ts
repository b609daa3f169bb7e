import { SOCKET } from '@phonekade/shared/constants/limits';
import { io, type Socket } from 'socket.io-client';

type Transport = 'auto' | 'polling';
type Listener = (payload: Record<string, unknown>) => void;

export interface RealtimeOptions {
  token: string;
  userId: string;
  onConnect?: () => void;
  onConnectionFailed?: () => void;
}

/**
 * The real-time connection (docs/decisions/018-socket-io-per-user-rooms.md): websocket-with-polling
 * first; not connected after 10 s, fall
 * back to polling only after a 2 s delay; polling failing too runs the connection-failed callback.
 * A successful connect resets the strategy and joins the user's room. A server-side disconnect is
 * retried after 1 s. Emits made while disconnected wait in a queue of at most 10 (oldest dropped).
 */
export class RealtimeConnection {
  private socket: Socket | null = null;
  private transport: Transport = 'auto';
  private fallbackTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly queue: { event: string; args: unknown[] }[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();
  private closed = false;

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

  on(event: string, listener: Listener): () => void {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
    this.socket?.on(event, listener);
    return () => {
      set.delete(listener);
      this.socket?.off(event, listener);
    };
  }

  /** Emits with a 5-second acknowledgement timeout, or queues while disconnected. */
  emit(event: string, ...args: unknown[]): void {
    if (this.socket?.connected) {
      this.socket.timeout(SOCKET.ackTimeoutMs).emit(event, ...args, () => {});
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
    const socket = io({
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
    for (const [event, set] of this.listeners) for (const listener of set) socket.on(event, listener);

    socket.on('connect', () => {
      clearTimeout(this.fallbackTimer);
      this.transport = 'auto';
      socket.emit('join_room', this.options.userId);
      for (const { event, args } of this.queue.splice(0)) socket.emit(event, ...args);
      this.options.onConnect?.();
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
      if (transport === 'polling') this.options.onConnectionFailed?.();
    });

    clearTimeout(this.fallbackTimer);
    this.fallbackTimer = setTimeout(() => {
      if (socket.connected || this.closed) return;
      if (this.transport === 'auto') {
        this.fallbackTimer = setTimeout(() => this.open('polling'), SOCKET.fallbackRetryDelayMs);
      } else {
        this.options.onConnectionFailed?.();
      }
    }, SOCKET.fallbackCheckMs);
  }
}
