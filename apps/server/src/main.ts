import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DEFAULT_TENANT_ID } from './db/seed/core.ts';
import { DEFAULT_DEMO } from './modules/retail/demo/seed.ts';
import { appVersion } from './version.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env, appVersion());
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }

  const { app, demo } = await buildApp(config);
  if (
    config.seedDemo &&
    (await demo.fill(DEFAULT_TENANT_ID, { ...DEFAULT_DEMO, log: (line) => app.log.info(line) }))
  ) {
    app.log.info('demo data added to the default tenant');
  }
  await app.listen({ port: config.port, host: config.host });
  if (!config.redisUrl && (config.db.type !== 'sqlite' || config.workerId !== 0)) {
    // a shared database suggests several instances, which share nothing in memory (docs/operations.md)
    app.log.warn(
      'REDIS_URL is not set: caches, rate limits, sign-out and open-access nonces are per instance; ' +
        'run one instance, or set REDIS_URL on every instance',
    );
  }
  app.log.info(
    `retail back-office ${config.version} on ${config.db.type}, serving http://${config.host}:${config.port}`,
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: finishing in-flight requests, then closing`);
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Start-up failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
