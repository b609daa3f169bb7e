import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { tooManyRequests } from '../../lib/rate-limits.ts';

/**
 * Wrong passwords for one account, from any address (loginFailuresPerAccount in lib/rate-limits.ts).
 *
 * Every try is counted before the password is checked, so a burst of parallel guesses cannot slip
 * past the count; a try that was not a wrong password is given back. The first `max - 1` tries of a
 * window are free. From then on a try must take the account's gate, which stays shut for the
 * current delay (1, 2, 4 ... minutes up to the cap) and grows with each wrong password; the right
 * password opens it again at once. Until the run of delays is forgotten (a day after the last wrong
 * password, or a password reset) every try goes through the gate, so waiting out the 15-minute
 * window earns an attacker no fresh free tries.
 */
export function createLoginThrottle(app: FastifyInstance) {
  const rule = app.rateLimits.loginFailuresPerAccount;
  const backoff = app.rateLimits.loginBackoff;
  const keys = (account: string) => ({
    tries: `login-tries:${account}`,
    gate: `login-gate:${account}`,
    delays: `login-delays:${account}`,
  });

  /** Holds this try's place; throws the 429 when the account must wait. True when it took the gate. */
  async function admit(account: string, reply: FastifyReply): Promise<boolean> {
    const { tries, gate, delays } = keys(account);
    const [run, counted] = await Promise.all([app.counters.peek(delays), app.counters.hit(tries, rule.windowMs)]);
    if (run.count === 0 && counted.count < rule.max) return false;
    const delayMs = Math.min(backoff.firstDelayMs * 2 ** run.count, backoff.maxDelayMs);
    if (await app.counters.claim(gate, delayMs)) return true;
    throw tooManyRequests(reply, (await app.counters.peek(gate)).ttlMs);
  }

  return {
    /** Runs `check` (the password check) as one try for `account`, refused while the account must wait. */
    async attempt<T>(account: string, reply: FastifyReply, check: () => Promise<T>): Promise<T> {
      if (!app.config.RATE_LIMITS) return check();
      const { tries, gate, delays } = keys(account);
      const tookGate = await admit(account, reply);
      try {
        const result = await check();
        await Promise.all([app.counters.undo(tries), tookGate ? app.counters.remove(gate) : undefined]);
        return result;
      } catch (error) {
        const wrongPassword = error instanceof AppError && error.kind === 'UNAUTHENTICATED';
        if (!wrongPassword) {
          await Promise.all([app.counters.undo(tries), tookGate ? app.counters.remove(gate) : undefined]);
        } else if (tookGate) {
          await app.counters.hit(delays, backoff.memoryMs, { extend: true });
        }
        throw error;
      }
    },

    /** Forgets the account's wrong passwords: after a password reset, earlier guesses are moot. */
    async forget(account: string): Promise<void> {
      const { tries, gate, delays } = keys(account);
      await app.counters.remove(tries, gate, delays);
    },
  };
}
