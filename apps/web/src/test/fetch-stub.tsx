import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/preact';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';

/** A JSON answer as the API would send it. */
export function jsonReply(status: number, body: unknown): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

/**
 * Called inside a describe: each test gets a fresh stubbed global fetch (returned), and after it the
 * rendered tree is removed and every stubbed global restored.
 */
export function stubFetchForEachTest() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

/** Renders a view inside its own query client that never retries, so a failure shows at once. */
export function renderWithQueryClient(view: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } });
  return render(<QueryClientProvider client={client}>{view}</QueryClientProvider>);
}
