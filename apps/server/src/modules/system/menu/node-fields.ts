import { MenuType } from '@retail/contracts';
import { AppError } from '../../../platform/http/errors.ts';
import type { MenuAddInput } from '@retail/contracts/api/system/menu';

const blank = (v: string | null | undefined) => (v === undefined || v === null || v === '' ? null : v);

/** The template's rules per node type: buttons carry only a permission; directories and menus a route. */
export function normalize(input: MenuAddInput): MenuAddInput {
  if (input.type === MenuType.Button) {
    const permission = blank(input.permission);
    if (!permission) throw new AppError(400, 'menu.permissionRequired');
    return {
      ...input,
      permission,
      name: null,
      path: null,
      component: null,
      redirect: null,
      outLink: null,
      icon: null,
      isIframe: false,
      isHide: false,
      isKeepAlive: true,
      isAffix: false,
    };
  }
  const path = blank(input.path);
  if (!path) throw new AppError(400, 'menu.pathRequired');
  return {
    ...input,
    path,
    permission: null,
    name: blank(input.name),
    component: blank(input.component),
    redirect: blank(input.redirect),
    outLink: blank(input.outLink),
    icon: blank(input.icon),
  };
}

/** The sys_menu columns of normalised fields. */
export function toColumns(f: MenuAddInput) {
  return {
    pid: f.pid,
    type: f.type,
    name: blank(f.name),
    path: blank(f.path),
    component: blank(f.component),
    redirect: blank(f.redirect),
    permission: blank(f.permission),
    title: f.title,
    icon: blank(f.icon),
    isIframe: f.isIframe ? 1 : 0,
    outLink: blank(f.outLink),
    isHide: f.isHide ? 1 : 0,
    isKeepAlive: f.isKeepAlive ? 1 : 0,
    isAffix: f.isAffix ? 1 : 0,
    orderNo: f.orderNo,
    status: f.status,
    remark: blank(f.remark),
  };
}
