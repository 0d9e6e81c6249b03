import type { Db } from '../../platform/db/database.ts';
import { type SeedContext, seedCore } from './core.ts';

/** Seeds run at every start and only add what is missing. */
export async function seedAll(db: Db, ctx: SeedContext): Promise<void> {
  await seedCore(db, ctx);
}
