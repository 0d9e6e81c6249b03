import type {
  CreateMigrationBody,
  CreateSeedDataBody,
  DatabaseOutput,
  DbTableDetailOutput,
  DbTableOutput,
  GeneratedTextOutput,
} from '@retail/contracts/api/system/database';
import { http } from '../http.ts';
import { resourceKeys } from '../query-keys.ts';
import { saveBlob } from '../transfer.ts';

const base = '/api/sysDatabase';

/**
 * The database screens (`/api/sysDatabase`): the connected database's tables and columns, and the texts a
 * developer commits (entity, seed data, migration drafts). Nothing changes on the server.
 */
export const databaseApi = {
  list: (signal?: AbortSignal) => http.get<DatabaseOutput[]>(`${base}/list`, { signal }),
  tables: (signal?: AbortSignal) => http.get<DbTableOutput[]>(`${base}/tableList`, { signal }),
  columns: (tableName: string, signal?: AbortSignal) =>
    http.get<DbTableDetailOutput>(`${base}/columnList/${encodeURIComponent(tableName)}`, { signal }),
  entity: (tableName: string) => http.post<GeneratedTextOutput>(`${base}/createEntity`, { tableName }),
  seedData: (input: CreateSeedDataBody) => http.post<GeneratedTextOutput>(`${base}/createSeedData`, input),
  migration: (input: CreateMigrationBody) => http.post<GeneratedTextOutput>(`${base}/createMigration`, input),
};

/** Saves a generated text as the file it suggests. */
export function saveText({ fileName, content }: GeneratedTextOutput): void {
  saveBlob({ blob: new Blob([content], { type: 'text/plain;charset=utf-8' }), fileName });
}

export const databaseKeys = resourceKeys('sysDatabase');
