import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
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

/**
 * Real SMTP when SMTP_URL is set; otherwise each message is written to the outbox folder and logged,
 * so a developer can read a reset code without a mail server (DESIGN 2).
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
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replaceAll(':', '-')}-${randomUUID().slice(0, 8)}.eml`,
      );
      const body = [`From: ${options.from}`, `To: ${mail.to}`, `Subject: ${mail.subject}`, '', mail.text].join('\n');
      await writeFile(file, body);
      options.log.info({ to: mail.to, subject: mail.subject, file }, `mail written to outbox:\n${mail.text}`);
    },
    close: () => {},
  };
}
