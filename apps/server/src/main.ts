import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { buildApp } from './app.js';
import { seedIfEmpty } from './seed/seed.js';

// Entry point of `npm start`: migrate, seed an empty database, serve API and SPA on one port.
const config = loadConfig();
const started = performance.now();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp({ config, database });
if (config.seed) await seedIfEmpty(database, config, app.log);
await app.listen({ port: config.port, host: config.host });
app.log.info(`portal ready on ${config.publicUrl} (${database.engine}) in ${Math.round(performance.now() - started)} ms`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => database.close()).finally(() => process.exit(0));
  });
}
