import {
  createEntityInput,
  createMigrationInput,
  createSeedDataInput,
  databaseOutput,
  dbTableDetailOutput,
  dbTableOutput,
  generatedTextOutput,
  tableNameParams,
} from '@retail/contracts/api/system/database';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { routeRegistrar } from '../../../platform/http/route.ts';
import type { DatabaseService } from './service.ts';

const tags = ['sysDatabase'];
const url = (name: string) => `/api/sysDatabase/${name}`;
/** The platform's database screen: the super admin's (the platform menus are never granted to a tenant). */
const access = { permission: 'sysDatabase:list' } as const;

export function databaseRoutes(app: FastifyInstance, database: DatabaseService, timeZone: string): void {
  const route = routeRegistrar(app, timeZone);
  route({
    method: 'GET',
    url: url('list'),
    access,
    summary: 'The configured database: its config id and type',
    tags,
    result: z.array(databaseOutput),
    handler: () => database.list(),
  });
  route({
    method: 'GET',
    url: url('tableList'),
    access,
    summary:
      'The tables of the connected database (not the migration bookkeeping), with comment and row estimate',
    tags,
    result: z.array(dbTableOutput),
    handler: () => database.tables(),
  });
  route({
    method: 'GET',
    url: url('columnList/:tableName'),
    access,
    summary: 'A table’s columns (normalised and raw type, nullable, default, key), indexes and foreign keys',
    tags,
    params: tableNameParams,
    result: dbTableDetailOutput,
    handler: ({ params }) => database.detail(params.tableName),
  });
  route({
    method: 'POST',
    url: url('createEntity'),
    access,
    kind: 'read',
    summary: 'The Kysely table interface and zod output schema of a table, as text to commit',
    tags,
    body: createEntityInput,
    result: generatedTextOutput,
    handler: ({ body }) => database.entity(body.tableName),
  });
  route({
    method: 'POST',
    url: url('createSeedData'),
    access,
    // logged as an operation: it hands out rows of any tenant
    summary: 'A seed module of a table’s rows (fixed ids, insert-missing; secret columns masked), as text',
    tags,
    body: createSeedDataInput,
    result: generatedTextOutput,
    handler: ({ body }) => database.seedData(body),
  });
  route({
    method: 'POST',
    url: url('createMigration'),
    access,
    kind: 'read',
    summary:
      'A migration draft (add a table, add, rename or drop a column, add an index) as text to commit; nothing runs',
    tags,
    body: createMigrationInput,
    result: generatedTextOutput,
    handler: ({ body }) => database.migration(body),
  });
}
