import { migrationNames } from '../../../platform/db/migrate.ts';
import type { ModuleDeps } from '../../module.ts';
import { GenerationService } from './generation-service.ts';
import { LiveSchema } from './live-schema.ts';
import { CodeGenRepository } from './repository.ts';
import { codeGenRoutes } from './routes.ts';
import { CodeGenService } from './service.ts';
import { SourceTree } from './source-tree.ts';

/**
 * Code generation (/platform/codeGen): generation configs kept per table, built from the live tables, and the
 * module each generates, previewed beside the server's checkout or downloaded as a zip. No route writes a file or
 * runs DDL; `npm run gen` writes a config's module into a working tree.
 */
export function registerCodeGenModule({ app, ctx, audit }: ModuleDeps): void {
  const repo = new CodeGenRepository(ctx.db, ctx.config.db.type);
  const codeGens = new CodeGenService({
    repo,
    audit,
    ids: ctx.ids,
    timeZone: ctx.config.timeZone,
    maxPageSize: ctx.config.pageSizeMax,
  });
  const generation = new GenerationService({
    codeGens,
    repo,
    schema: new LiveSchema(ctx.db, ctx.config.db.type),
    source: SourceTree.ofRunningServer(),
    migrationNames,
  });
  codeGenRoutes(app, codeGens, generation, ctx.config.timeZone);
}
