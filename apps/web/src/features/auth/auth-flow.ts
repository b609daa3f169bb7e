// Auth modes: login and register toggle each other; login -> forgot (send code) -> verify
// (code plus new password) -> success (Continue to Login returns to login); verify can go back to forgot.

export type AuthMode = 'login' | 'register' | 'forgot' | 'verify' | 'success';

export interface AuthFlowState {
  mode: AuthMode;
  /** The address the reset code went to; verify sends it with the code, forgot starts from it again. */
  resetEmail: string;
}

export type AuthFlowAction =
  | { type: 'toggle' }
  | { type: 'forgot' }
  | { type: 'codeSent'; email: string }
  | { type: 'backToForgot' }
  | { type: 'resetDone' }
  | { type: 'toLogin' };

export const initialAuthFlow: AuthFlowState = { mode: 'login', resetEmail: '' };

/** Moves between the five modes; a step that does not start from the current mode is ignored. */
export function authFlowReducer(state: AuthFlowState, action: AuthFlowAction): AuthFlowState {
  switch (action.type) {
    case 'toggle':
      if (state.mode === 'login') return { mode: 'register', resetEmail: '' };
      if (state.mode === 'register') return { mode: 'login', resetEmail: '' };
      return state;
    case 'forgot':
      return state.mode === 'login' ? { ...state, mode: 'forgot' } : state;
    case 'codeSent':
      return state.mode === 'forgot' ? { mode: 'verify', resetEmail: action.email } : state;
    case 'backToForgot':
      return state.mode === 'verify' ? { ...state, mode: 'forgot' } : state;
    case 'resetDone':
      return state.mode === 'verify' ? { ...state, mode: 'success' } : state;
    case 'toLogin':
      // From success (Continue to Login) or from forgot (back to sign in); the reset is over.
      return state.mode === 'success' || state.mode === 'forgot' ? initialAuthFlow : state;
  }
}
