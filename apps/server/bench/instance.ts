// One app instance in its own process, for the benchmark's one-versus-two-instances comparison: the
// configuration comes from the environment (DATABASE_URL and REDIS_URL shared with the other
// instance), the port is chosen by the system and sent to the parent, and any message from the
// parent closes it.
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { connectDatabase } from '../src/db/client.ts';

const config = loadConfig();
if (!config.DATABASE_URL) throw new Error('instance.ts needs DATABASE_URL');
const database = connectDatabase(config.DATABASE_URL);
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: (app.server.address() as AddressInfo).port });
process.once('message', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
