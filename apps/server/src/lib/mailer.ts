import { randomUUID } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send: (mail: Mail) => Promise<void>;
  close: () => void;
}

/** How many addresses a mail goes to, for the log: the addresses themselves are personal data. */
function recipientCount(to: string): number {
  return to.split(',').filter((address) => address.trim() !== '').length;
}

/**
 * Real SMTP when SMTP_URL is set; otherwise each message is written to the outbox folder, so a
 * developer can read a reset code without a mail server. Bodies hold reset codes and people's
 * addresses, so they never reach the log, and the outbox is readable by its owner only.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({ from: options.from, ...mail });
      },
      close: () => transport.close(),
    };
  }
  return {
    send: async (mail) => {
      await mkdir(path.dirname(options.outboxDir), { recursive: true });
      await mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
      // A folder made by an older version (or by hand) is closed too.
      await chmod(options.outboxDir, 0o700);
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replaceAll(':', '-')}-${randomUUID().slice(0, 8)}.eml`,
      );
      const body = [`From: ${options.from}`, `To: ${mail.to}`, `Subject: ${mail.subject}`, '', mail.text].join('\n');
      await writeFile(file, body, { mode: 0o600, flag: 'wx' });
      options.log.info({ recipients: recipientCount(mail.to), subject: mail.subject }, 'mail written to outbox');
    },
    close: () => {},
  };
}
