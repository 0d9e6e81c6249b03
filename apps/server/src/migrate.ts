import { prepareDatabase } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { appVersion } from './version.ts';

/** `npm run db:migrate`: applies pending migrations and missing seed rows, then exits. */
async function run(): Promise<void> {
  const config = loadConfig(process.env, appVersion());
  const handle = await prepareDatabase(config);
  await handle.close();
  process.stdout.write(`Database ${config.db.type} is up to date.\n`);
}

run().catch((error: unknown) => {
  const prefix = error instanceof ConfigError ? 'Configuration error' : 'Migration failed';
  process.stderr.write(`${prefix}: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(error instanceof ConfigError ? 2 : 1);
});
