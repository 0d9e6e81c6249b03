import { createHash } from 'node:crypto';
import { AppError } from '../http/errors.ts';
import { ArchiveReader, corrupt } from './archive-reader.ts';
import { fileEntry, type Manifest, MANIFEST_ENTRY, parseManifest, tableEntry } from './manifest.ts';

export interface OpenedArchive {
  reader: ArchiveReader;
  manifest: Manifest;
}

/** Opens an archive (checking its digest) and reads its manifest. */
export async function openArchive(path: string): Promise<OpenedArchive> {
  const reader = await ArchiveReader.open(path);
  if (!reader.has(MANIFEST_ENTRY)) throw corrupt('no manifest');
  return { reader, manifest: parseManifest(await reader.text(MANIFEST_ENTRY)) };
}

/**
 * Reads every entry of an opened archive: each table's rows must number and hash as its manifest says, and each
 * file likewise; nothing else may be in it.
 */
export async function verifyEntries({ reader, manifest }: OpenedArchive): Promise<void> {
  const expected = new Set([MANIFEST_ENTRY]);
  for (const table of manifest.tables) {
    const name = tableEntry(table.name);
    expected.add(name);
    const { sha256, lines } = await digestEntry(reader, name);
    if (sha256 !== table.sha256 || lines !== table.rows) throw corrupt(`${table.name}: rows or checksum`);
  }
  for (const file of manifest.files) {
    const name = fileEntry(file.key);
    expected.add(name);
    const { sha256, size } = await digestEntry(reader, name);
    if (sha256 !== file.sha256 || size !== file.size) throw corrupt(`file ${file.key}: checksum`);
  }
  if (reader.names().some((name) => !expected.has(name)))
    throw corrupt('an entry the manifest does not name');
}

async function digestEntry(reader: ArchiveReader, name: string) {
  if (!reader.has(name)) throw corrupt(`no entry ${name}`);
  const hash = createHash('sha256');
  let size = 0;
  let lines = 0;
  for await (const chunk of reader.read(name)) {
    hash.update(chunk);
    size += chunk.length;
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
  }
  return { sha256: hash.digest('hex'), size, lines };
}

/**
 * Whether this server can restore an archive of `version`: the same or an older migration (migrated forward after
 * loading); a newer or unknown one is refused.
 */
export function checkSchemaVersion(version: string, known: readonly string[]): 'same' | 'older' {
  const current = known[known.length - 1] ?? '';
  if (version === current) return 'same';
  if (known.includes(version)) return 'older';
  if (version > current) throw new AppError(400, 'backup.newerSchema', { archive: version, current });
  throw corrupt(`unknown schema version ${version}`);
}
