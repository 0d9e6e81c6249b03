import type { Db } from '../../../platform/db/database.ts';
import type { ImportRow } from './import-file.ts';
import type { RegionRepository, RegionRow } from './repository.ts';
import { REGION_CODE } from '@retail/contracts/api/system/region';

const MAX_LEVEL = 5;

export interface PlannedRegion {
  row: number;
  id: number;
  code: string;
  name: string;
  pid: number;
  level: number;
  existing?: RegionRow;
}

/**
 * Checks import rows and orders them parents first. Parents may come from the file or the database; rows with
 * a bad code or name, a missing parent, a cycle, or more than five levels are reported as `row: problem`.
 */
export async function planImport(
  rows: ImportRow[],
  repo: RegionRepository,
  tenantId: number,
  db: Db,
  nextId: () => number,
): Promise<{ items: PlannedRegion[]; problems: string[] }> {
  const problems: string[] = [];
  const valid: ImportRow[] = [];
  const seen = new Set<string>();
  for (const r of rows) {
    if (!REGION_CODE.test(r.code)) problems.push(`${r.row}: code "${r.code.slice(0, 32)}"`);
    else if (r.name === '' || r.name.length > 128) problems.push(`${r.row}: name`);
    else if (r.parentCode !== '' && (!REGION_CODE.test(r.parentCode) || r.parentCode === r.code))
      problems.push(`${r.row}: parent code "${r.parentCode.slice(0, 32)}"`);
    else if (seen.has(r.code)) problems.push(`${r.row}: code ${r.code} repeated`);
    else {
      seen.add(r.code);
      valid.push(r);
    }
  }
  const stored = await repo.byCodes(
    tenantId,
    [...new Set(valid.flatMap((r) => [r.code, r.parentCode]).filter(Boolean))],
    db,
  );
  const inFile = new Set(valid.map((r) => r.code));
  const planned = new Map<string, PlannedRegion>();
  let pending = valid;
  while (pending.length > 0) {
    const later: ImportRow[] = [];
    for (const r of pending) {
      let parent: { id: number; level: number } | undefined;
      if (r.parentCode === '') parent = { id: 0, level: 0 };
      else if (inFile.has(r.parentCode)) parent = planned.get(r.parentCode);
      else parent = stored.get(r.parentCode);
      if (!parent) {
        if (inFile.has(r.parentCode)) later.push(r);
        else problems.push(`${r.row}: parent code ${r.parentCode} not found`);
        continue;
      }
      const existing = stored.get(r.code);
      planned.set(r.code, {
        row: r.row,
        id: existing?.id ?? nextId(),
        code: r.code,
        name: r.name,
        pid: parent.id,
        level: parent.level + 1,
        ...(existing ? { existing } : {}),
      });
    }
    if (later.length === pending.length) {
      for (const r of later) problems.push(`${r.row}: parent code ${r.parentCode} forms a cycle`);
      break;
    }
    pending = later;
  }
  const items = [...planned.values()];
  const parentOf = new Map(items.map((i) => [i.id, i.pid]));
  for (const item of items) {
    const below = item.existing ? await repo.descendants(tenantId, item.existing.id, db) : [];
    const depth = Math.max(0, ...below.map((d) => d.depth));
    if (item.level + depth > MAX_LEVEL) problems.push(`${item.row}: more than ${MAX_LEVEL} levels`);
    if (item.existing && item.existing.pid !== item.pid) {
      // walk up the new ancestry: meeting the region itself means it moved under its own descendant
      let at = item.pid;
      for (let step = 0; at !== 0 && step < 12; step++) {
        if (at === item.id) {
          problems.push(`${item.row}: parent code forms a cycle`);
          break;
        }
        at = parentOf.get(at) ?? (await repo.findById(tenantId, at, db))?.pid ?? 0;
      }
    }
  }
  return { items, problems };
}
