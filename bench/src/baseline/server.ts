/**
 * The baseline: a bare Fastify app (no hooks, no auth, no validation, no envelope, no logging) running the
 * same queries as the product routes on the same database, so the product's own overhead shows as a ratio.
 * It builds them with Kysely on every request, as a plain route would (the goods page: goods.ts).
 * Started by the bench runner as a child process: `node dist/baseline.js` with PORT, DB_TYPE and DB_URL.
 */
import Fastify from 'fastify';
import type { DbType } from '../../../apps/server/src/config.ts';
import { DEFAULT_TENANT_ID, SUPER_ADMIN_ID } from '../../../apps/server/src/db/seed/core.ts';
import { GoodsRepository } from '../../../apps/server/src/modules/retail/goods/repository.ts';
import { MenuRepository } from '../../../apps/server/src/modules/system/menu/repository.ts';
import { createDatabase } from '../../../apps/server/src/platform/db/database.ts';
import { baselineGoodsPage, type GoodsPageBody } from './goods.ts';
import { addFloorRoute } from '../browser/floor.ts';

const type = (process.env.DB_TYPE ?? 'sqlite') as DbType;
const { db } = createDatabase(type, process.env.DB_URL as string);
const goods = new GoodsRepository(db, type);
const menus = new MenuRepository(db, type);
const app = Fastify({ logger: false });

app.get('/api/health', async () => ({ status: 'ok' }));
addFloorRoute(app);
app.get('/menu', async () => menus.routes(DEFAULT_TENANT_ID));
app.get('/userInfo', async () => {
  const [user, roles] = await Promise.all([
    db.selectFrom('sysUser').selectAll().where('id', '=', SUPER_ADMIN_ID).executeTakeFirst(),
    db.selectFrom('sysUserRole').select('roleId').where('userId', '=', SUPER_ADMIN_ID).execute(),
  ]);
  return { ...user, roleIds: roles.map((r) => r.roleId) };
});
app.post('/goods', async (request) => baselineGoodsPage(goods, request.body as GoodsPageBody));

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
