// A real SMTP server on a free local port that keeps every message it accepts, for the tests of mail
// the app sends (reset codes, order confirmations).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  /** Recipients, lower-cased. */
  to: string[];
  /** The whole message: headers and body as sent. */
  raw: string;
}

export interface SmtpCatcher {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** Every message accepted so far, oldest first; empty it with `mails.length = 0`. */
  mails: CaughtMail[];
  /** Addresses the server refuses, as a server refuses a mailbox it does not know (lower case). */
  refused: Set<string>;
  mailsTo: (email: string) => CaughtMail[];
  close: () => Promise<void>;
}

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const refused = new Set<string>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address.toLowerCase())) callback(new Error('Mailbox unavailable'));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refused,
    mailsTo: (email) => mails.filter((mail) => mail.to.includes(email.toLowerCase())),
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}

/** A header's text, its RFC 2047 encoded words (what mail clients show) decoded. */
export function headerText(raw: string, name: string): string {
  const lines = raw.split(/\r?\n/);
  const start = lines.findIndex((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  let value = lines[start]!.slice(name.length + 1);
  for (let i = start + 1; i < lines.length && /^\s/.test(lines[i]!); i += 1) value += lines[i];
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    )
    .trim();
}

/** The body as text: quoted-printable or base64 decoded. */
export function bodyText(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split);
  const body = raw.slice(split).trim();
  if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(body, 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}
