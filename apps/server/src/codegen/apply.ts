import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { GeneratedFile } from '@retail/contracts/api/system/code-gen';
import { insertBeforeMarker } from './compare.ts';

/** Formats a file's text as the repository's formatter would (the CLI passes prettier's). */
export type Formatter = (text: string, path: string) => Promise<string>;

export interface Applied {
  path: string;
  outcome: 'created' | 'changed' | 'unchanged' | 'inserted' | 'present';
}

/**
 * Writes a generation into a working tree: whole files (formatted) and lines inserted at the markers of the
 * files that list modules. Running it again with the same config writes nothing new; it never deletes a file.
 */
export async function applyGeneration(
  root: string,
  files: GeneratedFile[],
  format: Formatter,
): Promise<Applied[]> {
  for (const insert of files.filter((f) => f.kind === 'insert')) {
    const target = join(root, insert.path);
    const text = existsSync(target) ? await readFile(target, 'utf8') : '';
    if (!text.split('\n').some((line) => line.trim() === insert.marker)) {
      throw new Error(`${insert.path} has no line "${insert.marker}": nothing was written`);
    }
  }
  const applied: Applied[] = [];
  for (const file of files) {
    const target = join(root, file.path);
    const current = existsSync(target) ? await readFile(target, 'utf8') : undefined;
    if (file.kind === 'file') {
      const text = await format(file.content, target);
      if (current === text) {
        applied.push({ path: file.path, outcome: 'unchanged' });
        continue;
      }
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, text);
      applied.push({ path: file.path, outcome: current === undefined ? 'created' : 'changed' });
      continue;
    }
    if (current === undefined)
      throw new Error(`${file.path} is missing: it must hold the marker ${file.marker}`);
    const next = insertBeforeMarker(current, file.marker ?? '', file.content);
    if (next === undefined) {
      applied.push({ path: file.path, outcome: 'present' });
      continue;
    }
    await writeFile(target, await format(next, target));
    applied.push({ path: file.path, outcome: 'inserted' });
  }
  return applied;
}
