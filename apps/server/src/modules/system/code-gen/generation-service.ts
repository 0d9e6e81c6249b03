import type { Readable } from 'node:stream';
import {
  type CodeGenColumnInfo,
  type CodeGenPreviewFile,
  type CodeGenTableOutput,
  SNAKE_NAME,
} from '@retail/contracts/api/system/code-gen';
import { generate } from '../../../codegen/generate.ts';
import { camelOf } from '../../../codegen/names.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import { describeColumns, isTenantScoped } from './column-suggestion.ts';
import { compareWithSource, downloadEntries } from './generated-files.ts';
import type { LiveSchema } from './live-schema.ts';
import type { CodeGenRepository } from './repository.ts';
import { type CodeGenService, storedConfig } from './service.ts';
import type { SourceTree } from './source-tree.ts';
import { zipStream } from './zip-stream.ts';

/** The most bytes of text one download zips (a config has at most 60 columns: far below it). */
export const MAX_DOWNLOAD_BYTES = 8 * 1024 * 1024;

export interface GenerationServiceDeps {
  codeGens: CodeGenService;
  repo: CodeGenRepository;
  schema: LiveSchema;
  source: SourceTree;
  /** the migrations registry's names: a new table's migration is numbered after them */
  migrationNames: readonly string[];
}

/**
 * What the code generation screen reads to build a config (the live tables and columns) and what it generates
 * from one: a preview beside the server's checkout and a zip. Nothing here writes a file or changes the schema.
 */
export class GenerationService {
  constructor(private readonly deps: GenerationServiceDeps) {}

  async tables(actor: Actor): Promise<CodeGenTableOutput[]> {
    const tables = await this.deps.schema.tables();
    const generations = await this.deps.repo.generationsByTable(actor.tenantId);
    const keys = tables.filter((t) => SNAKE_NAME.test(t.name)).map((t) => camelOf(t.name));
    const read = await this.deps.source.tablesReadByModules(keys);
    return tables.map((t) => ({
      tableName: t.name,
      columnCount: t.columns.length,
      tenantScoped: isTenantScoped(t),
      generationId: generations.get(t.name) ?? null,
      hasModule: read ? read.has(camelOf(t.name)) : null,
    }));
  }

  async columns(tableName: string): Promise<CodeGenColumnInfo[]> {
    const table = await this.deps.schema.table(tableName);
    if (!table) throw new AppError(404, 'codeGen.tableMissing', { table: tableName });
    return describeColumns(table, await this.deps.schema.tables());
  }

  private async generation(actor: Actor, id: number) {
    const row = await this.deps.codeGens.found(actor, id);
    const config = storedConfig(row);
    return { row, config, files: generate(config, { migrationNames: this.deps.migrationNames }) };
  }

  async preview(actor: Actor, id: number): Promise<CodeGenPreviewFile[]> {
    const { files } = await this.generation(actor, id);
    return compareWithSource(files, this.deps.source);
  }

  /** The zip of a generation, named after its resource; the same row gives the same bytes. */
  async download(actor: Actor, id: number): Promise<{ fileName: string; stream: Readable }> {
    const { row, config, files } = await this.generation(actor, id);
    const entries = await downloadEntries(config, files, this.deps.source);
    const bytes = entries.reduce((sum, e) => sum + Buffer.byteLength(e.content, 'utf8'), 0);
    if (bytes > MAX_DOWNLOAD_BYTES) {
      throw new AppError(400, 'codeGen.tooLarge', { limit: `${MAX_DOWNLOAD_BYTES / 1024 / 1024} MB` });
    }
    return {
      fileName: `${config.resource}.zip`,
      stream: zipStream(entries, row.updateTime ?? row.createTime),
    };
  }
}
