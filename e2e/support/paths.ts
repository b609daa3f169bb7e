import path from 'node:path';

/** Where the journey server keeps its data and where the test SMTP server drops each message. */
export const E2E_DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? path.join(import.meta.dirname, '../../data/e2e'));
export const MAIL_DIR = path.join(E2E_DATA_DIR, 'captured-mail');
