import { fireEvent } from '@testing-library/dom';
import { screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonReply, renderWithQueryClient, stubFetchForEachTest } from '@/test/fetch-stub.tsx';
import { AuthView } from './auth-view.tsx';

const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const sentBody = (call: Parameters<typeof fetch> | undefined): unknown => JSON.parse(call?.[1]?.body as string);
const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe('auth view', () => {
  const fetchMock = stubFetchForEachTest();
  beforeEach(() => {
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(0), 0));
  });

  it('toggling to register and back clears the form and its messages', () => {
    renderWithQueryClient(<AuthView />);
    type('Email address', 'not-an-address');
    submit('Sign In');
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();

    submit('Create one');
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeTruthy();
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Email address').value).toBe('');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Buy phones/ }).checked).toBe(true);

    fireEvent.click(screen.getAllByRole('button', { name: 'Sign In' })[0]!);
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Email address').value).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('forgot -> verify -> success -> login, with the reset rules in their order', async () => {
    renderWithQueryClient(<AuthView />);
    submit('Forgot password?');
    submit('Send Verification Code');
    expect(screen.getByText('Please enter your email address')).toBeTruthy();

    fetchMock.mockImplementationOnce(() =>
      jsonReply(200, { success: true, message: 'Verification code sent to your email', data: {} }),
    );
    type('Email address', ' Nimal@Example.LK ');
    submit('Send Verification Code');
    expect(await screen.findByRole('heading', { name: 'Reset Your Password' })).toBeTruthy();
    expect(screen.getByText('Verification code sent to your email')).toBeTruthy();
    expect(sentBody(fetchMock.mock.calls[0])).toEqual({ email: 'nimal@example.lk' });

    submit('Reset Password');
    expect(screen.getAllByText('Please fill in all fields')).toHaveLength(1);
    type('Verification code', '123456');
    type('New password', 'abc');
    type('Confirm new password', 'abd');
    submit('Reset Password');
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    type('Confirm new password', 'abc');
    submit('Reset Password');
    expect(screen.getByText('Password must be at least 6 characters long')).toBeTruthy();

    fetchMock.mockImplementationOnce(() =>
      jsonReply(400, {
        success: false,
        message: 'The verification code is wrong or has expired',
        error: 'VALIDATION',
        details: { code: 'The verification code is wrong or has expired' },
      }),
    );
    type('New password', 'secret-1');
    type('Confirm new password', 'secret-1');
    submit('Reset Password');
    expect(await screen.findByText('The verification code is wrong or has expired')).toBeTruthy();

    fetchMock.mockImplementationOnce(() => jsonReply(502, {}));
    submit('Reset Password');
    expect(await screen.findByText('Failed to reset password')).toBeTruthy();

    fetchMock.mockImplementationOnce(() =>
      jsonReply(200, { success: true, message: 'Password reset successful', data: {} }),
    );
    submit('Reset Password');
    expect(await screen.findByRole('heading', { name: 'Password reset successful' })).toBeTruthy();
    expect(sentBody(fetchMock.mock.calls.at(-1))).toEqual({
      email: 'nimal@example.lk',
      code: '123456',
      newPassword: 'secret-1',
      confirmPassword: 'secret-1',
    });

    submit('Continue to Login');
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
  });

  it('verify goes back to forgot with the address kept', async () => {
    renderWithQueryClient(<AuthView />);
    submit('Forgot password?');
    fetchMock.mockImplementationOnce(() => jsonReply(200, { success: true, data: {} }));
    type('Email address', 'a@b.lk');
    submit('Send Verification Code');
    await screen.findByRole('heading', { name: 'Reset Your Password' });
    submit('Back');
    expect(screen.getByRole('heading', { name: 'Forgot Password?' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Email address').value).toBe('a@b.lk');
  });

  it('a failed send shows the server message, or the form default without one', async () => {
    renderWithQueryClient(<AuthView />);
    submit('Forgot password?');
    type('Email address', 'a@b.lk');
    fetchMock.mockImplementationOnce(() =>
      jsonReply(429, {
        success: false,
        message: 'Too many requests. Please try again in 60 seconds.',
        error: 'RATE_LIMITED',
      }),
    );
    submit('Send Verification Code');
    expect(await screen.findByText('Too many requests. Please try again in 60 seconds.')).toBeTruthy();
    fetchMock.mockImplementationOnce(() => jsonReply(500, {}));
    submit('Send Verification Code');
    expect(await screen.findByText('Failed to send reset code')).toBeTruthy();
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    submit('Send Verification Code');
    expect(await screen.findByText('Network error. Please check your connection.')).toBeTruthy();
  });
});
