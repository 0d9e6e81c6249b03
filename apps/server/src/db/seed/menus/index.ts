import type { Insertable } from 'kysely';
import type { SysMenuTable } from '../../schema.ts';
import type { MenuSeed } from './define.ts';
import { demoMenus } from './demo.ts';
import { developMenus } from './design.ts';
import { mobileMenus } from './mobile.ts';
import { platformMenus } from './platform.ts';
import { retailMenus } from './retail.ts';
import { homeMenus, logMenus, systemMenus } from './system.ts';

/** Root of the platform area; it and everything below it is never granted to a tenant. */
export const PLATFORM_MENU_ID = platformMenus.id;

/** Every seeded menu tree, in display order. */
export const menuTrees: MenuSeed[] = [
  homeMenus,
  ...retailMenus,
  mobileMenus,
  systemMenus,
  platformMenus,
  logMenus,
  developMenus,
  demoMenus,
];

/** The rows of menu trees; their roots go under `rootPid` (0: the top level). */
export function flattenMenus(trees: MenuSeed[], now: number, rootPid = 0): Insertable<SysMenuTable>[] {
  const rows: Insertable<SysMenuTable>[] = [];
  const walk = (node: MenuSeed, pid: number) => {
    rows.push({
      id: node.id,
      pid,
      type: node.type,
      title: node.title,
      name: node.name ?? null,
      path: node.path ?? null,
      component: node.component ?? null,
      redirect: node.redirect ?? null,
      permission: node.permission ?? null,
      icon: node.icon ?? null,
      outLink: node.outLink ?? null,
      isIframe: node.isIframe ? 1 : 0,
      isHide: node.isHide ? 1 : 0,
      isKeepAlive: node.isKeepAlive === false ? 0 : 1,
      isAffix: node.isAffix ? 1 : 0,
      orderNo: node.order,
      status: 1,
      createTime: now,
      isDelete: 0,
    });
    for (const child of node.children) walk(child, node.id);
  };
  for (const tree of trees) walk(tree, rootPid);
  return rows;
}

/** Ids of a tree's nodes, for grants. */
export function idsOf(node: MenuSeed): number[] {
  return [node.id, ...node.children.flatMap(idsOf)];
}
