import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createUser, type TestUser } from '../test/factories.ts';

describe('live notifications over Socket.IO', () => {
  let t: TestApp;
  let url: string;
  let alice: TestUser;
  let bob: TestUser;
  const sockets: Socket[] = [];

  function open(token?: string): Socket {
    const socket = connect(url, { auth: token ? { token } : {}, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    return socket;
  }

  const connected = (socket: Socket) =>
    new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    alice = await createUser(t, 'seller', { email: 'alice@example.lk', name: 'alice' });
    bob = await createUser(t, 'seller', { email: 'bob@example.lk', name: 'bob' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  it('refuses a connection without a token', async () => {
    await expect(connected(open())).rejects.toThrow('Authentication required');
  });

  it('refuses a connection with a forged token', async () => {
    await expect(connected(open('not-a-token'))).rejects.toThrow('Invalid or expired token');
  });

  it('delivers a stored notification to its recipient only, under the spec event name', async () => {
    const aliceSocket = open(alice.token);
    const bobSocket = open(bob.token);
    await Promise.all([connected(aliceSocket), connected(bobSocket)]);
    let bobGot = 0;
    bobSocket.on('listing_approved', () => bobGot++);
    const received = new Promise<Record<string, unknown>>((resolve) => aliceSocket.once('listing_approved', resolve));

    const rows = await t.app.notifications.store(t.database.db, [alice.id], {
      type: 'listing_approved',
      message: 'Your listing "Pixel 7" has been approved!',
      data: { phoneId: 'p1', title: 'Pixel 7' },
    });
    t.app.notifications.deliver(rows);

    const payload = await received;
    expect(payload).toMatchObject({
      phoneId: 'p1',
      title: 'Pixel 7',
      message: 'Your listing "Pixel 7" has been approved!',
    });
    expect(payload.notification).toMatchObject({ type: 'listing_approved', read: false });
    await new Promise((r) => setTimeout(r, 100));
    expect(bobGot).toBe(0);
  });

  it("does not let a user join somebody else's room", async () => {
    const socket = open(bob.token);
    await connected(socket);
    const answer: unknown = await socket.timeout(5000).emitWithAck('join_room', alice.id);
    expect(answer).toEqual({ success: false });
    let leaked = 0;
    socket.on('listing_rejected', () => leaked++);
    t.app.notifications.deliver(
      await t.app.notifications.store(t.database.db, [alice.id], {
        type: 'listing_rejected',
        message: 'x',
        data: { phoneId: 'p1', title: 'x', reason: 'Other' },
      }),
    );
    await new Promise((r) => setTimeout(r, 150));
    expect(leaked).toBe(0);
  });

  it('answers a ping with a pong carrying the test string', async () => {
    const socket = open(alice.token);
    await connected(socket);
    const pong = new Promise<{ message: string }>((resolve) => socket.once('pong', resolve));
    socket.emit('ping', 'hello from the test');
    expect((await pong).message).toBe('hello from the test');
  });
});
