import { afterEach, describe, expect, test } from 'vitest';
import { jsonReply, stubFetchForEachTest } from '@/test/fetch-stub.tsx';
import { apiRequest } from './api-client.ts';
import { languageStore } from './i18n/i18n.ts';

describe('apiRequest', () => {
  const fetchMock = stubFetchForEachTest();
  afterEach(() => languageStore.set('en'));

  test('tells the server the language the reader chose, so its messages come in it', async () => {
    fetchMock.mockImplementation(() => jsonReply(200, { success: true, data: null }));
    for (const language of ['si', 'ta', 'en'] as const) {
      languageStore.set(language);
      await apiRequest('/cart');
      const init = fetchMock.mock.lastCall?.[1];
      expect((init?.headers as Record<string, string>)['Accept-Language']).toBe(language);
    }
  });

  test("shows the server's message as it came, already in the reader's language", async () => {
    languageStore.set('si');
    fetchMock.mockImplementation(() =>
      jsonReply(401, { success: false, message: 'පිවිසුම් විස්තර වැරදියි', error: 'UNAUTHENTICATED' }),
    );
    await expect(apiRequest('/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      message: 'පිවිසුම් විස්තර වැරදියි',
      status: 401,
    });
  });
});
