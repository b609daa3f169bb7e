import { fireEvent } from '@testing-library/dom';
import { act, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n.ts';
import { jsonReply, renderWithQueryClient, stubFetchForEachTest } from '@/test/fetch-stub.tsx';
import { ChatWidget } from './chat-widget.tsx';

const urlOf = (input: Parameters<typeof fetch>[0]) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

describe('the chat widget in three languages', () => {
  const fetchMock = stubFetchForEachTest();
  afterEach(async () => act(() => setLanguage('en')));

  it('redraws its greeting when the language is switched in the header', async () => {
    renderWithQueryClient(<ChatWidget />);
    fireEvent.click(screen.getByRole('button', { name: 'Open chat assistant' }));
    expect(screen.getByText(/^Hi! I'm the PhoneKade assistant/)).toBeTruthy();
    await act(() => setLanguage('si'));
    expect(screen.getByText(/^ආයුබෝවන්! මම PhoneKade සහායකයා/)).toBeTruthy();
    await act(() => setLanguage('ta'));
    expect(screen.getByText(/^வணக்கம்! நான் PhoneKade உதவியாளர்/)).toBeTruthy();
  });

  it('asks in the reader’s language and shows the answer as it came', async () => {
    const reply = 'LKR 150,000ට අඩු Apple දුරකථන 2ක් හමු වුණා.';
    fetchMock.mockImplementation(() =>
      jsonReply(200, {
        success: true,
        data: { reply, timestamp: new Date().toISOString(), phones: [], links: [] },
      }),
    );
    await act(() => setLanguage('si'));
    renderWithQueryClient(<ChatWidget />);
    fireEvent.click(screen.getByRole('button', { name: 'කතාබස් සහායක විවෘත කරන්න' }));
    fireEvent.input(screen.getByRole('textbox'), { target: { value: 'iphone එකක් ලක්ෂ 1.5ට' } });
    fireEvent.click(screen.getByRole('button', { name: 'යවන්න' }));
    await waitFor(() => expect(screen.getByText(reply)).toBeTruthy());
    const [input, init] = fetchMock.mock.calls[0]!;
    expect(urlOf(input)).toMatch(/\/api\/chatbot\/chat$/);
    expect((init?.headers as Record<string, string>)['Accept-Language']).toBe('si');
    expect(JSON.parse(init?.body as string)).toMatchObject({ message: 'iphone එකක් ලක්ෂ 1.5ට' });
    expect(screen.getByText('iphone එකක් ලක්ෂ 1.5ට')).toBeTruthy();
  });
});
