import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

// STYLE: an unexpected console.error in a test fails it.
let spy: MockInstance<typeof console.error>;
beforeEach(() => {
  spy = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockRestore();
  expect(calls, 'unexpected console.error').toEqual([]);
});
