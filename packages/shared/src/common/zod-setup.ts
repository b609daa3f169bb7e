import { z } from 'zod';

// Imported first by every schema file. In a browser, zod's compiled fast path needs eval, which the
// page's Content-Security-Policy (script-src 'self') forbids; its probe for it is reported as a policy
// violation on every page that loads a form (Lighthouse's best practices count it). Browsers parse small
// forms, so they parse without it; the server keeps it.
if ('document' in globalThis) z.config({ jitless: true });
