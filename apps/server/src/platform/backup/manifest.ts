import { z } from 'zod';
import { corrupt } from './archive-reader.ts';

export const MANIFEST_ENTRY = 'manifest.json';
export const tableEntry = (table: string) => `data/${table}.jsonl`;
export const fileEntry = (key: string) => `files/${key}`;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const name = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/);

/**
 * What an archive holds: written last, read first. Each table's entry is one JSON array per row, values in the
 * order of `columns` (sorted by name) as the database stores them (integers, epoch ms, text), rows in key order,
 * so the same data gives the same bytes, and the same SHA-256, on every database.
 */
export const manifestSchema = z.object({
  format: z.literal('retail-backup'),
  formatVersion: z.literal(1),
  appVersion: z.string().max(64),
  /** the name of the newest migration the data was read under */
  schemaVersion: z.string().max(128),
  dbType: z.enum(['sqlite', 'postgres', 'mysql']),
  scope: z.enum(['system', 'tenant']),
  tenantId: z.number().int().nullable(),
  tenantName: z.string().max(64).nullable(),
  createdTime: z.number().int(),
  tables: z.array(z.object({ name, columns: z.array(name).min(1), rows: z.number().int().min(0), sha256 })),
  files: z.array(z.object({ key: z.string().max(256), size: z.number().int().min(0), sha256 })),
});

export type Manifest = z.output<typeof manifestSchema>;
export type ManifestTable = Manifest['tables'][number];

export function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw corrupt('manifest is not JSON');
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw corrupt(`manifest: ${parsed.error.issues[0]?.path.join('.') ?? ''}`);
  return parsed.data;
}

export const totalRows = (manifest: Manifest) => manifest.tables.reduce((sum, t) => sum + t.rows, 0);
