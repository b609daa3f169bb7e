// The journeys' server: a real SMTP server capturing mail to files, then PhoneKade itself on a fresh
// data directory with demo data, sending its mail over SMTP to the capture.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { E2E_DATA_DIR, MAIL_DIR } from './paths.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
rmSync(E2E_DATA_DIR, { recursive: true, force: true });
mkdirSync(MAIL_DIR, { recursive: true });

let count = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address).join(',');
      writeFileSync(
        path.join(MAIL_DIR, `${Date.now()}-${++count}.eml`),
        `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString('utf8')}`,
      );
      callback();
    });
  },
});
smtp.listen(0, '127.0.0.1', () => {
  const address = smtp.server.address();
  const smtpPort = typeof address === 'object' && address ? address.port : 0;
  const server = spawn(process.execPath, ['--import', 'tsx', '../apps/server/src/server.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      SEED: 'demo',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      PAYMENT_SANDBOX_DELAY_MS: '300',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'e2e-admin@phonekade.lk',
      ADMIN_PASSWORD: 'admin-pass-123',
    },
  });
  const stop = () => {
    server.kill('SIGTERM');
    smtp.close(() => {});
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  server.on('exit', (code) => process.exit(code ?? 0));
});
