import { expect, type APIResponse } from '@playwright/test';

// The journeys share one server and one address, so a per-IP limit (register, login, uploads) is
// waited out instead of failing the run.
export async function withRateLimitRetry(send: () => Promise<APIResponse>): Promise<APIResponse> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await send();
    if (response.status() !== 429 || attempt >= 3) return response;
    const reset = Number(response.headers()['ratelimit-reset'] ?? response.headers()['retry-after'] ?? 30);
    await new Promise((resolve) => setTimeout(resolve, (Math.min(reset, 60) + 1) * 1000));
  }
}

/** The `data` of a successful API answer; a failure fails the journey with the server's message. */
export async function ok<T>(response: APIResponse): Promise<T> {
  const body = (await response.json()) as { success: boolean; data: T; message?: string };
  expect(response.ok(), `${response.url()}: ${body.message ?? response.status()}`).toBe(true);
  return body.data;
}
