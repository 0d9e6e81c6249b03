import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A file only a checkout of this repository has (a server build alone does not). */
const CHECKOUT_MARK = 'apps/server/src/db/migrations/index.ts';
const MODULES_DIR = 'apps/server/src/modules';

/** The checkout of this repository the code at `from` runs from (source or a build inside it), if any. */
export function checkoutOf(from: string): string | null {
  let dir = dirname(from);
  for (;;) {
    if (existsSync(join(dir, CHECKOUT_MARK))) return dir;
    const up = dirname(dir);
    if (up === dir) return null;
    dir = up;
  }
}

/**
 * The repository checkout the server runs from, read only: the preview compares generated files with it and the
 * table list tells which tables a module already reads. Null when the server runs without its source.
 */
export class SourceTree {
  constructor(readonly root: string | null) {}

  static ofRunningServer(): SourceTree {
    return new SourceTree(checkoutOf(fileURLToPath(import.meta.url)));
  }

  /** A file's text by its repository path; undefined when there is no checkout or no such file. */
  async read(path: string): Promise<string | undefined> {
    if (!this.root) return undefined;
    const target = resolve(this.root, path);
    // generated paths come from checked names; this keeps any other path from leaving the checkout
    if (relative(this.root, target).split(sep)[0] === '..') return undefined;
    return readFile(target, 'utf8').catch(() => undefined);
  }

  /**
   * Which of these Kysely table keys (`retailSupplier`) a module's source names as a table (`'retailSupplier'`,
   * `'retailSupplier as s'`); null without a checkout.
   */
  async tablesReadByModules(tableKeys: readonly string[]): Promise<Set<string> | null> {
    if (!this.root) return null;
    const dir = join(this.root, MODULES_DIR);
    const names = (await readdir(dir, { recursive: true })).filter((name) => name.endsWith('.ts'));
    const texts = await Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')));
    const source = texts.join('\n');
    return new Set(
      tableKeys.filter(
        (key) => /^\w+$/.test(key) && new RegExp(`['"\`]${key}(\\s+as\\s+\\w+)?['"\`]`).test(source),
      ),
    );
  }
}
