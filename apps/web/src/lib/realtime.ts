import type { ServerEventName, ServerEventPayload } from '@phonekade/shared/realtime/realtime-events';
import { useEffect, useRef } from 'react';
import type { RealtimeConnection } from './socket.ts';

type AnyListener = (payload: unknown) => void;

/**
 * The one live connection of this tab and who listens to what on it. Features subscribe by event
 * name from the shared list (docs/decisions/047-one-list-of-realtime-events.md), so a name the
 * server does not send does not compile; the connection itself is opened and closed by the app shell.
 */
class RealtimeHub {
  private connection: RealtimeConnection | null = null;
  private readonly listeners = new Map<string, Set<AnyListener>>();
  private readonly rooms = new Map<string, number>();

  private opening = 0;

  connect(options: { token: string; userId: string; onConnect?: () => void }): void {
    this.disconnect();
    const opening = this.opening;
    // The socket client loads after the first paint, and only for someone signed in (docs/performance.md).
    void import('./socket.ts').then(({ RealtimeConnection }) => {
      if (opening !== this.opening) return;
      const connection = new RealtimeConnection({
        ...options,
        onEvent: (event, payload) => {
          for (const listener of this.listeners.get(event) ?? []) listener(payload);
        },
      });
      for (const room of this.rooms.keys()) connection.joinRoom(room);
      this.connection = connection;
      connection.start();
    });
  }

  disconnect(): void {
    // A connection still loading is not opened once it arrives.
    this.opening += 1;
    this.connection?.stop();
    this.connection = null;
  }

  on<E extends ServerEventName>(event: E, listener: (payload: ServerEventPayload<E>) => void): () => void {
    const set = this.listeners.get(event) ?? new Set<AnyListener>();
    const any = listener as AnyListener;
    set.add(any);
    this.listeners.set(event, set);
    return () => set.delete(any);
  }

  /** Counted, so two parts of a page in the same room do not take each other out of it. */
  joinRoom(room: string): () => void {
    const count = this.rooms.get(room) ?? 0;
    this.rooms.set(room, count + 1);
    if (count === 0) this.connection?.joinRoom(room);
    return () => {
      const left = (this.rooms.get(room) ?? 1) - 1;
      if (left > 0) return void this.rooms.set(room, left);
      this.rooms.delete(room);
      this.connection?.leaveRoom(room);
    };
  }
}

export const realtime = new RealtimeHub();

/** Runs `handler` for every `event` while the component is mounted (the newest handler each time). */
export function useRealtimeEvent<E extends ServerEventName>(
  event: E,
  handler: (payload: ServerEventPayload<E>) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => realtime.on(event, (payload) => latest.current(payload)), [event]);
}

/** Keeps this tab in a public room (the browse page's) while the component is mounted. */
export function useRealtimeRoom(room: string): void {
  useEffect(() => realtime.joinRoom(room), [room]);
}
