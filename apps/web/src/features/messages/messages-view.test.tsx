import type { ConversationSummary, MessageDto } from '@phonekade/shared/conversations/conversation.types';
import { fireEvent } from '@testing-library/dom';
import { screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { navigate, navigationStore } from '@/lib/navigation/navigation.ts';
import { currentEntry } from '@/lib/navigation/views.ts';
import { sessionStore, type SessionUser } from '@/lib/session.ts';
import { jsonReply, renderWithQueryClient, stubFetchForEachTest } from '@/test/fetch-stub.tsx';
import { MessagesView } from './messages-view.tsx';

const buyer: SessionUser = { id: 'b-1', name: 'Nimal', email: 'nimal@example.lk', role: 'buyer' };
const CONVERSATION = '00000000-0000-4000-8000-0000000000c1';
const PHONE = '00000000-0000-4000-8000-0000000000a1';

const message = (id: string, senderId: string, text: string, safetyNote = false): MessageDto => ({
  id,
  conversationId: CONVERSATION,
  senderId,
  text,
  safetyNote,
  createdAt: '2026-11-20T10:00:00.000Z',
});

const summary: ConversationSummary = {
  id: CONVERSATION,
  role: 'buyer',
  otherPerson: { id: 's-1', name: 'Ruwan Mobiles', profilePicture: null },
  phone: { id: PHONE, title: 'Galaxy S21', image: null, price: 88_000 },
  lastMessage: message('m2', 's-1', 'Send an advance first'),
  unreadCount: 2,
  blockedByMe: false,
  closed: false,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const urlOf = (input: Parameters<typeof fetch>[0]) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

describe('the messages view', () => {
  const fetchMock = stubFetchForEachTest();
  const calls: { method: string; url: string; body: unknown }[] = [];

  beforeEach(() => {
    calls.length = 0;
    sessionStore.set({ user: buyer, token: 't' });
    fetchMock.mockImplementation((input, init) => {
      const url = urlOf(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      if (method === 'GET' && url.includes('/messages?')) {
        return jsonReply(200, {
          success: true,
          data: {
            messages: [message('m1', 'b-1', 'Is it available?'), message('m2', 's-1', 'Send an advance first', true)],
            nextBefore: null,
          },
        });
      }
      if (method === 'GET' && url.endsWith('/api/conversations')) {
        return jsonReply(200, { success: true, data: { conversations: [summary], unreadConversations: 1 } });
      }
      if (method === 'POST' && url.endsWith('/api/conversations')) {
        return jsonReply(201, {
          success: true,
          data: { conversation: { id: CONVERSATION }, message: message('m3', 'b-1', 'Hello') },
        });
      }
      return jsonReply(200, { success: true, data: {} });
    });
  });

  it('lists conversations with their unread count and opens one: thread, safety note, marked read', async () => {
    navigate('messages');
    renderWithQueryClient(<MessagesView />);
    const row = await screen.findByRole('button', { name: /Ruwan Mobiles/ });
    expect(screen.getByLabelText('2 unread messages')).toBeTruthy();
    fireEvent.click(row);
    expect(await screen.findByText('Is it available?')).toBeTruthy();
    expect(screen.getByTestId('safety-note').textContent).toContain('Never pay before you have seen the phone');
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.url.endsWith(`/conversations/${CONVERSATION}/read`))).toBe(true),
    );
  });

  it('counts characters to 2,000 and will not send more', async () => {
    navigate('messages', { conversationId: CONVERSATION });
    renderWithQueryClient(<MessagesView />);
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    fireEvent.input(box, { target: { value: 'x'.repeat(2001) } });
    expect(screen.getByTestId('composer-counter').textContent).toBe('2001/2000');
    expect(screen.getByRole('alert').textContent).toBe('A message can be at most 2000 characters');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(true);
    fireEvent.input(box, { target: { value: 'Can I see it today?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ text: 'Can I see it today?' }));
    expect(calls.find((c) => c.method === 'POST')?.url).toContain(`/conversations/${CONVERSATION}/messages`);
  });

  it('starts a conversation about a phone and then shows it', async () => {
    fetchMock.mockImplementationOnce(() =>
      jsonReply(200, { success: true, data: { conversations: [], unreadConversations: 0 } }),
    );
    navigate('messages', { phoneId: PHONE, phone: { title: 'Galaxy S21' } });
    renderWithQueryClient(<MessagesView />);
    expect(await screen.findByRole('heading', { name: 'New message about Galaxy S21' })).toBeTruthy();
    fireEvent.input(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(currentEntry(navigationStore.get()).data.conversationId).toBe(CONVERSATION));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ phoneId: PHONE, text: 'Hello' });
  });
});
