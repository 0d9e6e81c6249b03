import type {
  CreateMigrationInput,
  CreateSeedDataInput,
  DatabaseOutput,
  DbTableDetailOutput,
  DbTableOutput,
  GeneratedTextOutput,
} from '@retail/contracts/api/system/database';
import { sql } from 'kysely';
import type { DbType } from '../../../config.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { kebabOf } from '../../../platform/source-text/literals.ts';
import type { DatabaseCatalog } from './catalog.ts';
import type { RawDb } from './dialects/dialect.ts';
import { entityText } from './entity-text.ts';
import type { MigrationDrafter } from './migration-drafts.ts';
import { type Row, seedText } from './seed-text.ts';

/**
 * The database screens' calls: what is in the connected database, and texts for the developer to commit. Reads
 * only: no DDL runs and nothing is written, on the server or in the database.
 */
export class DatabaseService {
  constructor(
    private readonly deps: {
      db: RawDb;
      type: DbType;
      catalog: DatabaseCatalog;
      drafter: MigrationDrafter;
    },
  ) {}

  /** The one configured database (the template's list of connection configs). */
  list(): DatabaseOutput[] {
    return [{ configId: 'main', dbType: this.deps.type }];
  }

  tables(): Promise<DbTableOutput[]> {
    return this.deps.catalog.tables();
  }

  async detail(tableName: string): Promise<DbTableDetailOutput> {
    const detail = await this.deps.catalog.detail(tableName);
    if (!detail) throw new AppError(404, 'database.tableNotFound', { field: 'tableName', name: tableName });
    return detail;
  }

  async entity(tableName: string): Promise<GeneratedTextOutput> {
    const detail = await this.detail(tableName);
    return { fileName: `schema-${kebabOf(tableName)}.ts`, content: entityText(detail) };
  }

  /**
   * The table's rows by id (those of `ids`, or the first `limit`), across tenants: seeds place rows of any tenant
   * by their fixed ids. The table name is one the catalog listed, and goes into the query as an identifier.
   */
  async seedData(input: CreateSeedDataInput): Promise<GeneratedTextOutput> {
    const detail = await this.detail(input.tableName);
    if (!detail.columns.some((c) => c.name === 'id')) {
      throw new AppError(400, 'database.noIdColumn', { field: 'tableName', name: input.tableName });
    }
    const table = sql.table(detail.table.name);
    const where = input.ids ? sql`where id in (${sql.join(input.ids)})` : sql``;
    const { rows } = await sql<Row>`
      select * from ${table} ${where} order by id limit ${sql.lit(input.limit)}`.execute(this.deps.db);
    return { fileName: `seed-${kebabOf(input.tableName)}.ts`, content: seedText(detail, rows) };
  }

  migration(input: CreateMigrationInput): Promise<GeneratedTextOutput> {
    return this.deps.drafter.draft(input);
  }
}
