import { copyFileSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Migration } from 'kysely';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * A folder outside the repository where drafted migrations are written beside a copy of the migration helpers and
 * imported as the migrator imports migrations (its node_modules links the repository's).
 */
export class DraftFolder {
  private readonly dir = mkdtempSync(join(tmpdir(), 'migration-draft-'));
  readonly migrations: Record<string, Migration> = {};

  constructor() {
    symlinkSync(here('../../../../node_modules'), join(this.dir, 'node_modules'), 'dir');
    copyFileSync(here('../../src/db/migrations/helpers.ts'), join(this.dir, 'helpers.ts'));
  }

  /** Writes the draft as `<name>.ts` and imports it into `migrations`. */
  async add(name: string, text: string): Promise<void> {
    const path = join(this.dir, `${name}.ts`);
    writeFileSync(path, text);
    this.migrations[name] = (await import(path)) as Migration;
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
