import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

// An unexpected console.error in a test fails it: an error nobody asserted on is a bug nobody saw
// (docs/decisions/032-tests-against-real-postgresql.md).
let spy: MockInstance<typeof console.error>;
beforeEach(() => {
  spy = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockRestore();
  expect(calls, 'unexpected console.error').toEqual([]);
});
