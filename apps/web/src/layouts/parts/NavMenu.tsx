import { Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { MenuNode } from '../../api/menu.ts';
import { visibleMenus } from '../../app/menu/menuRoutes.ts';
import { useThemeStore } from '../../stores/theme.ts';
import { useCurrentMenuRoute } from '../main/useCurrentMenuRoute.ts';
import { MenuIcon } from './MenuIcon.tsx';
import { findNode, openMenuNode } from './menuNavigation.ts';
import { useMenuTitle } from './useMenuTitle.ts';

type Item = Required<MenuProps>['items'][number];

function toItems(nodes: readonly MenuNode[], title: (key: string) => string, icons: boolean): Item[] {
  return nodes.map((node) => {
    const label = <span data-testid={`menu-${node.path}`}>{title(node.meta.title)}</span>;
    const icon = icons ? <MenuIcon name={node.meta.icon} /> : undefined;
    return node.children.length > 0
      ? { key: node.path, label, icon, children: toItems(node.children, title, true) }
      : { key: node.path, label, icon };
  });
}

interface NavMenuProps {
  nodes: readonly MenuNode[];
  mode: 'inline' | 'horizontal';
  collapsed?: boolean;
}

/** A menu of the layout (vertical tree in the aside or horizontal in the header), from the server tree. */
export function NavMenu({ nodes, mode, collapsed = false }: NavMenuProps) {
  const navigate = useNavigate();
  const title = useMenuTitle();
  const uniqueOpened = useThemeStore((s) => s.isUniqueOpened);
  const current = useCurrentMenuRoute();
  const visible = useMemo(() => visibleMenus(nodes), [nodes]);
  const items = useMemo(() => toItems(visible, title, true), [visible, title]);
  // A hidden detail route highlights the nearest visible ancestor of its trail.
  const selected = current?.selectedPath ?? '';
  const ancestors = current?.ancestorPaths ?? [];
  const [openKeys, setOpenKeys] = useState<string[]>(ancestors);
  const [openedFor, setOpenedFor] = useState(selected);
  if (openedFor !== selected) {
    // Navigating elsewhere opens the new route's branch (adjusting state while rendering).
    setOpenedFor(selected);
    setOpenKeys((keys) => (uniqueOpened ? ancestors : [...new Set([...keys, ...ancestors])]));
  }

  const onOpenChange = (keys: string[]) => {
    if (!uniqueOpened || mode === 'horizontal') {
      setOpenKeys(keys);
      return;
    }
    const latest = keys.find((key) => !openKeys.includes(key));
    // Accordion: keep only the newly opened branch and its ancestors.
    setOpenKeys(latest ? keys.filter((key) => latest.startsWith(key)) : keys);
  };

  return (
    <Menu
      mode={mode}
      items={items}
      selectedKeys={[selected]}
      {...(mode === 'inline' && !collapsed ? { openKeys, onOpenChange } : {})}
      inlineCollapsed={mode === 'inline' ? collapsed : undefined}
      onClick={({ key }) => {
        const node = findNode(visible, key);
        if (node) openMenuNode(node, navigate);
      }}
      className={`layout-menu layout-menu--${mode}`}
    />
  );
}
