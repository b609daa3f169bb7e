import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

// An unexpected console.error in a test fails it, as on the server: React reports a missed act(),
// a key warning or a failed render there, and a test that passes over one hides a bug.
let spy: MockInstance<typeof console.error>;
beforeEach(() => {
  spy = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockRestore();
  expect(calls, 'unexpected console.error').toEqual([]);
});
