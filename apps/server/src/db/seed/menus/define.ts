import { MenuType } from '@retail/contracts';

/** A menu node of the seed tree; `title` is an i18n key the web app translates (`menu.sysUser`). */
export interface MenuSeed {
  id: number;
  type: MenuType;
  title: string;
  name?: string;
  path?: string;
  component?: string;
  redirect?: string;
  permission?: string;
  icon?: string;
  outLink?: string;
  isIframe?: boolean;
  isHide?: boolean;
  isKeepAlive?: boolean;
  isAffix?: boolean;
  order: number;
  children: MenuSeed[];
}

type Options = Partial<
  Pick<MenuSeed, 'redirect' | 'outLink' | 'isIframe' | 'isHide' | 'isKeepAlive' | 'isAffix'>
>;

export function dir(
  id: number,
  name: string,
  path: string,
  icon: string,
  order: number,
  children: MenuSeed[],
  options: Options = {},
): MenuSeed {
  return {
    id,
    type: MenuType.Directory,
    title: `menu.${name}`,
    name,
    path,
    component: 'Layout',
    icon,
    order,
    children,
    ...options,
  };
}

/**
 * A screen. Its buttons are listed as `[suffix, code, titleKey]`: button id = menu id + suffix, so ids stay
 * stable when buttons are added later.
 */
export function menu(
  id: number,
  name: string,
  path: string,
  component: string,
  icon: string,
  order: number,
  buttons: Array<[suffix: number, code: string, title: string]> = [],
  options: Options = {},
): MenuSeed {
  return {
    id,
    type: MenuType.Menu,
    title: `menu.${name}`,
    name,
    path,
    component,
    icon,
    order,
    children: buttons.map(([suffix, code, title], i) => ({
      id: id + suffix,
      type: MenuType.Button,
      title: `button.${title}`,
      permission: code,
      order: 100 + i,
      children: [],
    })),
    ...options,
  };
}

/** Standard buttons of a list screen: query, add, edit, delete (+ extras). */
export function crud(area: string, query = 'page'): Array<[number, string, string]> {
  return [
    [1, `${area}:${query}`, 'query'],
    [2, `${area}:add`, 'add'],
    [3, `${area}:update`, 'edit'],
    [4, `${area}:delete`, 'delete'],
  ];
}
