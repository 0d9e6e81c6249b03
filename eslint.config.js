// One lint configuration for the whole repository (formatting is Prettier's job).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const anotherModulesRepository = {
  regex: '^\\.\\./(\\.\\./[^/]+/)?[^/]+/repository',
  message: "Modules call each other's services, never each other's repositories.",
};
const fastifyOutsideRoutes = {
  regex: '^(fastify|@fastify/.*)$',
  message:
    'Only routes.ts imports fastify: a service takes an Actor (actorOf(request) in the route), never the request.',
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', 'test-results/**', '**/*.d.mts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/ban-ts-comment': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(only|skip|todo)$/][callee.object.name=/^(it|test|describe)$/]',
          message: 'Focused or skipped tests are not left behind.',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // the web takes only types from the request/response schemas, so no schema (nor zod) reaches the bundle
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // the print catalogue, the built-in templates and the bindings are plain values without zod
              // (print-contract-values.test.ts keeps them so): printing renders them in the browser;
              // the open-access signature (open-access-sign.ts imports nothing) runs in the help calculator
              group: [
                '@retail/contracts/api/*/*',
                '!@retail/contracts/api/system/print-catalogue',
                '!@retail/contracts/api/system/print-bindings',
                '!@retail/contracts/api/system/print-defaults',
                '!@retail/contracts/api/system/open-access-sign',
                // the approval events and the workflow states (workflow-graph.test.ts keeps them import-free)
                '!@retail/contracts/api/system/approval-events',
                '!@retail/contracts/api/system/workflow-status',
              ],
              allowTypeImports: true,
              message: 'Import only types from @retail/contracts/api (import type).',
            },
            {
              regex: '^@retail/contracts/api/[^/]+$',
              allowTypeImports: true,
              message: 'Import only types from @retail/contracts/api (import type).',
            },
          ],
        },
      ],
    },
  },
  {
    // A module folder (modules/<area>/<module>/) reaches another module through its service or index, never its
    // repository: not in another area (../../<area>/<module>/repository) nor a sibling (../<module>/repository).
    // The wiring (modules/index.ts, modules/module.ts, system/identity.ts) and app.ts build repositories and sit
    // outside module folders, so the patterns do not reach them.
    // Only a module's routes.ts speaks HTTP: services take an Actor (module-kit/actor.ts) and small values
    // (ClientInfo, an Upload, the language) built in the route, never the Fastify request or reply.
    // A transaction is opened by `inTransaction` (platform/db/transaction.ts) or a kit repository's
    // `transaction(work)`: they run the work again after a deadlock and join SQLite's group commit.
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [anotherModulesRepository, fastifyOutsideRoutes] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction'][arguments.length=0]",
          message: 'Open a transaction with inTransaction() or the kit repository transaction(work).',
        },
      ],
    },
  },
  {
    files: [
      'apps/server/src/modules/**/routes.ts',
      // the wiring: hands the Fastify app to each module's routes
      'apps/server/src/modules/module.ts',
      'apps/server/src/modules/system/identity.ts',
      // the HTTP authentication hook: reads the token headers, sets refreshed tokens on the reply
      'apps/server/src/modules/system/auth/authenticator.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [anotherModulesRepository] }] },
  },
  prettier,
);
