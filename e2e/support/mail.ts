import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MAIL_DIR } from './paths.ts';

/** Waits for a captured message to `to` whose text matches `pattern`; returns the first match group. */
export async function waitForMail(to: string, pattern: RegExp, timeoutMs = 15_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const files = existsSync(MAIL_DIR) ? readdirSync(MAIL_DIR).sort().reverse() : [];
    for (const file of files) {
      const raw = readFileSync(path.join(MAIL_DIR, file), 'utf8');
      if (!raw.toLowerCase().includes(to.toLowerCase())) continue;
      // Quoted-printable soft line breaks would split a code across lines.
      const match = pattern.exec(raw.replace(/=\r?\n/g, ''));
      if (match) return match[1] ?? match[0];
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} matching ${pattern}`);
}
