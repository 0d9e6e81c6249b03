import type { Db } from '../../../platform/db/database.ts';
import type { Trx } from '../../../platform/db/transaction.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { DataScopeService } from '../../system/access/data-scope.ts';
import type { PermissionService } from '../../system/access/permissions.ts';

/** Org types (dictionary org_type) that hold stock. */
export const LOCATION_ORG_TYPES = ['201', '301'] as const;
const STORE = '201';
const WAREHOUSE = '301';

/** The button code that lets staff work on a location other than their own (within their data scope). */
export const CHOOSE_LOCATION_CODE = 'stockLocation:choose';

export interface StockLocation {
  id: number;
  name: string;
  /** org_type code: 201 store, 301 warehouse; the root organisation when it is the main location */
  type: string | null;
  isMain: boolean;
}

interface OrgRow {
  id: number;
  pid: number;
  name: string;
  type: string | null;
  orderNo: number;
}

/**
 * Where stock is kept (issue 17): every store or warehouse organisation of the tenant, and its main location,
 * which holds the stock of staff whose organisation is not at or below a store or warehouse. A document moves the
 * stock of its maker's location; another location takes the `stockLocation:choose` button and must lie in the
 * maker's data scope.
 */
export class StockLocations {
  constructor(
    private readonly db: Db,
    private readonly access: { permissions: PermissionService; scopes: DataScopeService },
  ) {}

  /** The tenant's organisations, each row carrying the main location set in the retail settings (one query). */
  private orgs(tenantId: number, trx: Trx | Db): Promise<Array<OrgRow & { configuredMain: number | null }>> {
    return trx
      .selectFrom('sysOrg')
      .select([
        'id',
        'pid',
        'name',
        'type',
        'orderNo',
        (eb) =>
          eb
            .selectFrom('retailSetting')
            .select('mainLocationId')
            .where('tenantId', '=', tenantId)
            .as('configuredMain'),
      ])
      .where('tenantId', '=', tenantId)
      .where('isDelete', '=', 0)
      .orderBy('orderNo')
      .orderBy('id')
      .execute();
  }

  /** The main location: the one set in the retail settings while it is still an organisation, else the first store, warehouse or root. */
  private pickMain(orgs: OrgRow[], configured: number | null): OrgRow | undefined {
    return (
      (configured !== null ? orgs.find((o) => o.id === configured) : undefined) ??
      orgs.find((o) => o.type === STORE) ??
      orgs.find((o) => o.type === WAREHOUSE) ??
      orgs.find((o) => o.pid === 0)
    );
  }

  /** The tenant's organisations and, among them, its locations (on the hot path of every sale: one query). */
  private async snapshot(tenantId: number, trx: Trx | Db) {
    const orgs = await this.orgs(tenantId, trx);
    const configured = orgs[0]?.configuredMain;
    const main = this.pickMain(
      orgs,
      configured === null || configured === undefined ? null : Number(configured),
    );
    const locations: StockLocation[] = orgs
      .filter(
        (o) => o === main || (o.type !== null && (LOCATION_ORG_TYPES as readonly string[]).includes(o.type)),
      )
      .map((o) => ({ id: o.id, name: o.name, type: o.type, isMain: o === main }));
    return { orgs, locations, main };
  }

  async list(tenantId: number, trx: Trx | Db = this.db): Promise<StockLocation[]> {
    return (await this.snapshot(tenantId, trx)).locations;
  }

  async main(tenantId: number, trx: Trx | Db = this.db): Promise<number> {
    const { main } = await this.snapshot(tenantId, trx);
    if (!main) throw new AppError(400, 'stock.noLocation');
    return main.id;
  }

  /** The caller's own location: the nearest store or warehouse at or above its organisation, else the main location. */
  async ofCaller(caller: Principal, trx: Trx | Db = this.db): Promise<number> {
    return ownLocation(await this.snapshot(caller.tenantId, trx), caller);
  }

  /** A location of the tenant, or 400 naming the id. */
  async get(tenantId: number, id: number, trx: Trx | Db = this.db): Promise<StockLocation> {
    const location = (await this.list(tenantId, trx)).find((l) => l.id === id);
    if (!location) throw new AppError(400, 'stock.locationInvalid', { id });
    return location;
  }

  /** 400 unless `id` may become the main location: a store, a warehouse or the root organisation of the tenant. */
  async assertMainCandidate(tenantId: number, id: number, trx: Trx | Db = this.db): Promise<void> {
    const org = (await this.orgs(tenantId, trx)).find((o) => o.id === id);
    const fits =
      org &&
      (org.pid === 0 || (org.type !== null && (LOCATION_ORG_TYPES as readonly string[]).includes(org.type)));
    if (!fits) throw new AppError(400, 'stock.locationInvalid', { id });
  }

  /**
   * The location a document of the caller moves: its own, or the requested one when the caller holds
   * `stockLocation:choose` and the location lies in its data scope. Call it before opening the document's
   * transaction: permissions and scopes are read outside any transaction (SQLite has one connection).
   */
  async forWrite(caller: Principal, requested: number | null | undefined): Promise<number> {
    const snapshot = await this.snapshot(caller.tenantId, this.db);
    const own = ownLocation(snapshot, caller);
    if (requested === null || requested === undefined || requested === own) return own;
    if (!snapshot.locations.some((l) => l.id === requested)) {
      throw new AppError(400, 'stock.locationInvalid', { id: requested });
    }
    if (!(await this.access.permissions.has(caller, CHOOSE_LOCATION_CODE))) {
      throw new AppError(403, 'stock.locationNotYours', { id: requested });
    }
    const readable = await this.readableIn(snapshot, caller);
    if (readable !== null && !readable.includes(requested)) {
      throw new AppError(403, 'stock.locationNotYours', { id: requested });
    }
    return requested;
  }

  /** The locations whose stock the caller may see: null for all (data scope all), else its own and those in its scope. */
  async readable(caller: Principal, trx: Trx | Db = this.db): Promise<number[] | null> {
    return this.readableIn(await this.snapshot(caller.tenantId, trx), caller);
  }

  private async readableIn(snapshot: Snapshot, caller: Principal): Promise<number[] | null> {
    const scope = await this.access.scopes.scopeOf(caller);
    if (scope.all) return null;
    const inScope = new Set(scope.orgIds);
    const own = ownLocation(snapshot, caller);
    return snapshot.locations.filter((l) => l.id === own || inScope.has(l.id)).map((l) => l.id);
  }
}

type Snapshot = Awaited<ReturnType<StockLocations['snapshot']>>;

/** The nearest location at or above the caller's organisation, else the main location. */
function ownLocation({ orgs, locations, main }: Snapshot, caller: Principal): number {
  const ids = new Set(locations.map((l) => l.id));
  const byId = new Map(orgs.map((o) => [o.id, o]));
  let org = byId.get(caller.orgId);
  for (let depth = 0; org && depth < 64; depth++) {
    if (ids.has(org.id)) return org.id;
    org = byId.get(org.pid);
  }
  if (!main) throw new AppError(400, 'stock.noLocation');
  return main.id;
}
