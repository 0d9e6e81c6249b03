import type { MenuRoute } from './menuRoutes.ts';

/** A menu route for tests: a visible, kept-alive screen with no component unless `fields` say otherwise. */
export function menuRoute(fields: Pick<MenuRoute, 'id' | 'path'> & Partial<MenuRoute>): MenuRoute {
  return {
    name: `r${fields.id}`,
    title: `menu.r${fields.id}`,
    icon: '',
    redirect: null,
    isDirectory: false,
    component: { kind: 'none' },
    link: '',
    isIframe: false,
    isHide: false,
    isKeepAlive: true,
    isAffix: false,
    isDynamic: fields.path.includes('/:'),
    trail: [fields.id],
    ...fields,
  };
}
