import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The product version from the root package.json (bundled builds inject it at build time). */
declare const __APP_VERSION__: string | undefined;

export function appVersion(): string {
  if (typeof __APP_VERSION__ === 'string') return __APP_VERSION__;
  try {
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../package.json'), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}
