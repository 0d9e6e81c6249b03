import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Folders that builds and tools write (not source): left out of the digest. */
const SKIPPED = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', 'coverage', '.cache']);

/** The SHA-256 of every source file under these folders of `root`, by path. */
export async function treeDigest(root: string, folders: readonly string[]): Promise<Map<string, string>> {
  const digests = new Map<string, string>();
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED.has(entry.name)) await walk(path);
      } else if (entry.isFile()) {
        digests.set(
          path,
          createHash('sha256')
            .update(await readFile(join(root, path)))
            .digest('hex'),
        );
      }
    }
  };
  for (const folder of folders) await walk(folder);
  return digests;
}
