import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as realDelay } from 'node:timers/promises';
import { Server } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeConnection } from './socket.ts';

/**
 * A real Socket.IO server that takes the connection but answers its ping only when told to, and a
 * real client pointed at it; timers are fake, so the 10 s of the connection test pass at once.
 */
describe('the connection test', () => {
  let http: HttpServer;
  let io: Server;
  let answerPings = false;
  let pongs = 0;
  let connection: RealtimeConnection | undefined;

  beforeEach(async () => {
    answerPings = false;
    http = createServer();
    io = new Server(http, { path: '/socket.io' });
    io.on('connection', (socket) => {
      socket.on('ping', (text: unknown, ack?: (answer: unknown) => void) => {
        if (!answerPings) return;
        ack?.({ message: text });
        pongs += 1;
      });
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const { port } = http.address() as AddressInfo;
    // The client connects to the page's own host, as in the app.
    (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`http://127.0.0.1:${port}/`);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });

  afterEach(async () => {
    connection?.stop();
    vi.useRealTimers();
    await io.close();
  });

  async function connect() {
    let connected!: () => void;
    const opened = new Promise<void>((resolve) => (connected = resolve));
    const failed = vi.fn();
    connection = new RealtimeConnection({
      token: 't',
      userId: 'u-1',
      onConnect: () => connected(),
      onConnectionFailed: failed,
      onEvent: () => {},
    });
    connection.start();
    await opened;
    return { connection, failed };
  }

  it('marks the connection failed when no pong comes within 10 s', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { connection, failed } = await connect();
    expect(connection.state).toBe('connected');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(connection.state).toBe('connected');
    expect(failed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(connection.state).toBe('failed');
    expect(failed).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('real-time connection test got no pong within 10 s; reconnecting');
    warn.mockRestore();
  });

  it('stays connected when the pong comes back', async () => {
    answerPings = true;
    pongs = 0;
    const { connection, failed } = await connect();
    // The pong travels over a real socket: wait for it in real time, then let the 10 s pass.
    while (pongs === 0) await realDelay(10);
    await realDelay(50);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(connection.state).toBe('connected');
    expect(failed).not.toHaveBeenCalled();
    expect(await connection.ping()).toBe(true);
  });
});
