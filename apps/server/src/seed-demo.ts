import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DEFAULT_TENANT_ID } from './db/seed/core.ts';
import { DEFAULT_DEMO } from './modules/retail/demo/seed.ts';
import { appVersion } from './version.ts';

/**
 * `npm run seed:demo`: migrates, then fills the default tenant (or DEMO_TENANT_ID) with demo goods, stock,
 * members and months of sales, unless it already has goods. Same settings as `npm start`.
 */
async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }, appVersion());
  const tenantId = Number(process.env.DEMO_TENANT_ID ?? DEFAULT_TENANT_ID);
  const built = await buildApp(config);
  try {
    const started = Date.now();
    const filled = await built.demo.fill(tenantId, {
      ...DEFAULT_DEMO,
      log: (line) => process.stdout.write(`${line}\n`),
    });
    process.stdout.write(
      filled
        ? `demo data added to tenant ${tenantId} in ${Math.round((Date.now() - started) / 1000)} s\n`
        : `tenant ${tenantId} already has goods; nothing added\n`,
    );
  } finally {
    await built.app.close();
  }
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError
      ? `Configuration error: ${error.message}`
      : String(error instanceof Error ? error.stack : error);
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
