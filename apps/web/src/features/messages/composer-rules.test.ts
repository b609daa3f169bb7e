import { describe, expect, it } from 'vitest';
import { composerState } from './composer-rules.ts';

describe('composerState', () => {
  it('sends 1 to 2,000 characters, counted without the spaces around them', () => {
    expect(composerState('   ')).toEqual({ length: 0, tooLong: false, canSend: false });
    expect(composerState(' hi ')).toEqual({ length: 2, tooLong: false, canSend: true });
    expect(composerState('x'.repeat(2000))).toEqual({ length: 2000, tooLong: false, canSend: true });
    expect(composerState('x'.repeat(2001))).toEqual({ length: 2001, tooLong: true, canSend: false });
  });
});
