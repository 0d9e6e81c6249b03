import type { Db } from '../../platform/db/database.ts';
import { seedMenus } from './access.ts';
import { type SeedContext, seedCore } from './core.ts';

/** Seeds run at every start and only add what is missing; one-time steps are recorded in sys_seed. */
export async function seedAll(db: Db, ctx: SeedContext): Promise<void> {
  await seedCore(db, ctx);
  await seedMenus(db, ctx);
}
