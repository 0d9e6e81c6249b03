// One lint configuration for the whole repository (formatting is Prettier's job).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // A module folder (modules/<area>/<module>/) reaches another module through its service or index, never its
    // repository: not in another area (../../<area>/<module>/repository) nor a sibling (../<module>/repository).
    // The area-level wiring (modules/<area>/index.ts, system/identity.ts) and app.ts build repositories and sit
    // outside module folders, so the patterns do not reach them.
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(\\.\\./[^/]+/)?[^/]+/repository',
              message: "Modules call each other's services, never each other's repositories.",
            },
          ],
        },
      ],
    },
  },
  prettier,
);
