import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/test/unit/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/test/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'reliability',
          include: ['apps/server/test/reliability/**/*.test.ts'],
          environment: 'node',
          testTimeout: 600_000,
          hookTimeout: 300_000,
          pool: 'forks',
          // the crash test loads the machine on its own; the suites run one after another
          fileParallelism: false,
        },
      },
    ],
  },
});
