import { describe, expect, it } from 'vitest';
import { authFlowReducer, initialAuthFlow, type AuthFlowAction, type AuthFlowState } from './auth-flow.ts';

const run = (...actions: AuthFlowAction[]): AuthFlowState => actions.reduce(authFlowReducer, initialAuthFlow);

describe('auth modes', () => {
  it('starts on login', () => {
    expect(initialAuthFlow.mode).toBe('login');
  });

  it('login and register toggle each other', () => {
    expect(run({ type: 'toggle' }).mode).toBe('register');
    expect(run({ type: 'toggle' }, { type: 'toggle' }).mode).toBe('login');
  });

  it('walks login -> forgot -> verify -> success -> login, carrying the address to verify', () => {
    const forgot = run({ type: 'forgot' });
    expect(forgot.mode).toBe('forgot');
    const verify = authFlowReducer(forgot, { type: 'codeSent', email: 'nimal@example.lk' });
    expect(verify).toEqual({ mode: 'verify', resetEmail: 'nimal@example.lk' });
    const success = authFlowReducer(verify, { type: 'resetDone' });
    expect(success.mode).toBe('success');
    expect(authFlowReducer(success, { type: 'toLogin' })).toEqual(initialAuthFlow);
  });

  it('verify goes back to forgot and keeps the address to send again', () => {
    const state = run({ type: 'forgot' }, { type: 'codeSent', email: 'a@b.lk' }, { type: 'backToForgot' });
    expect(state).toEqual({ mode: 'forgot', resetEmail: 'a@b.lk' });
  });

  it('forgot can return to login', () => {
    expect(run({ type: 'forgot' }, { type: 'toLogin' })).toEqual(initialAuthFlow);
  });

  it('ignores a step that does not start from the current mode', () => {
    const register = run({ type: 'toggle' });
    expect(authFlowReducer(register, { type: 'forgot' })).toBe(register);
    expect(authFlowReducer(initialAuthFlow, { type: 'resetDone' })).toBe(initialAuthFlow);
    expect(authFlowReducer(initialAuthFlow, { type: 'codeSent', email: 'a@b.lk' })).toBe(initialAuthFlow);
    expect(authFlowReducer(initialAuthFlow, { type: 'backToForgot' })).toBe(initialAuthFlow);
    const verify = run({ type: 'forgot' }, { type: 'codeSent', email: 'a@b.lk' });
    expect(authFlowReducer(verify, { type: 'toggle' })).toBe(verify);
    expect(authFlowReducer(verify, { type: 'toLogin' })).toBe(verify);
  });
});
