import type {
  CreateMigrationInput,
  DbColumnOutput,
  DbTableDetailOutput,
  GeneratedTextOutput,
} from '@retail/contracts/api/system/database';
import {
  indexKeyProblem,
  type LimitProblem,
  rowSizeProblem,
  type SizedColumn,
} from '@retail/contracts/api/system/mysql-limits';
import {
  addColumnMigration,
  addIndexMigration,
  createTableMigration,
  dropColumnMigration,
  indexName,
  nextMigrationName,
  renameColumnMigration,
} from '../../../codegen/migration-draft.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { DatabaseCatalog } from './catalog.ts';
import { portableType, sizedColumn } from './column-types.ts';

/** A MySQL limit a draft breaks, as the refusal naming the field. */
function limitError(field: string, problem: LimitProblem): AppError {
  switch (problem.kind) {
    case 'indexColumns':
      return new AppError(400, 'database.indexColumns', { field, max: problem.max });
    case 'indexText':
      return new AppError(400, 'database.indexText', { field, column: problem.column });
    case 'indexBytes':
      return new AppError(400, 'database.indexTooLong', { field, bytes: problem.bytes, max: problem.max });
    case 'rowBytes':
      return new AppError(400, 'database.rowTooLarge', { field, bytes: problem.bytes, max: problem.max });
  }
}

/**
 * Migration drafts of the database screen: the spec is checked against the live table (it exists, its columns
 * do or do not, MySQL's row and key limits with the columns it has), then drafted as text numbered after this
 * build's newest migration. Nothing runs: the developer commits the draft and the migrations apply it.
 */
export class MigrationDrafter {
  constructor(
    private readonly catalog: DatabaseCatalog,
    private readonly migrationNames: readonly string[],
  ) {}

  async draft(input: CreateMigrationInput): Promise<GeneratedTextOutput> {
    const [slug, content] = await this.drafted(input);
    return { fileName: `${nextMigrationName(this.migrationNames, slug)}.ts`, content };
  }

  private async drafted(input: CreateMigrationInput): Promise<[slug: string, content: string]> {
    switch (input.operation) {
      case 'addTable': {
        const { spec } = input;
        if (await this.catalog.detail(spec.table)) {
          throw new AppError(409, 'database.tableExists', { field: 'spec.table', name: spec.table });
        }
        return [spec.table, createTableMigration(spec)];
      }
      case 'addColumn': {
        const { table, column } = input.spec;
        const detail = await this.table(table);
        this.absent(detail, column.column, 'spec.column.column');
        const problem = rowSizeProblem([...detail.columns.map(sizedColumn), column]);
        if (problem) throw limitError('spec.column', problem);
        return [`${table}_add_${column.column}`, addColumnMigration(table, column)];
      }
      case 'renameColumn': {
        const { table, from, to } = input.spec;
        const detail = await this.table(table);
        this.column(detail, from, 'spec.from');
        this.absent(detail, to, 'spec.to');
        return [`${table}_rename_${from}`, renameColumnMigration(table, from, to)];
      }
      case 'dropColumn': {
        const { table, column: name } = input.spec;
        const detail = await this.table(table);
        const column = this.column(detail, name, 'spec.column');
        this.droppable(detail, column);
        return [`${table}_drop_${name}`, dropColumnMigration(table, name, portableType(column))];
      }
      case 'addIndex': {
        const { table, columns, unique } = input.spec;
        const detail = await this.table(table);
        const sized: SizedColumn[] = columns.map((name) =>
          sizedColumn(this.column(detail, name, 'spec.columns')),
        );
        const same = detail.indexes.find(
          (index) =>
            index.columns.join(',') === columns.join(',') || index.name === indexName(table, columns, unique),
        );
        if (same)
          throw new AppError(409, 'database.indexExists', { field: 'spec.columns', index: same.name });
        const problem = indexKeyProblem(sized);
        if (problem) throw limitError('spec.columns', problem);
        return [`${table}_index_${columns.join('_')}`, addIndexMigration(table, columns, unique)];
      }
    }
  }

  private async table(name: string): Promise<DbTableDetailOutput> {
    const detail = await this.catalog.detail(name);
    if (!detail) throw new AppError(404, 'database.tableNotFound', { field: 'spec.table', name });
    return detail;
  }

  private column(detail: DbTableDetailOutput, name: string, field: string): DbColumnOutput {
    const column = detail.columns.find((c) => c.name === name);
    if (!column) {
      throw new AppError(400, 'database.columnNotFound', { field, table: detail.table.name, name });
    }
    return column;
  }

  private absent(detail: DbTableDetailOutput, name: string, field: string): void {
    if (detail.columns.some((c) => c.name === name)) {
      throw new AppError(409, 'database.columnExists', { field, table: detail.table.name, name });
    }
  }

  /** SQLite cannot drop a column of the primary key, an index or a foreign key: none of the three can. */
  private droppable(detail: DbTableDetailOutput, column: DbColumnOutput): void {
    const field = 'spec.column';
    if (column.primaryKey) throw new AppError(400, 'database.columnIsKey', { field, name: column.name });
    const holder = [
      ...detail.indexes.map((index) => ({ name: index.name, columns: index.columns })),
      ...detail.foreignKeys.map((key) => ({ name: key.name ?? key.refTable, columns: key.columns })),
    ].find((index) => index.columns.includes(column.name));
    if (holder)
      throw new AppError(400, 'database.columnIndexed', { field, name: column.name, index: holder.name });
  }
}
