import { Button, Space, Tree } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { treeIds } from '../admin-kit/trees.ts';
import '../admin-kit/admin-kit.css';
import { useMenuTitle } from '../../../layouts/parts/useMenuTitle.ts';
import { type GrantNode, grantView, toggleGrant } from './menuGrant.ts';

export interface GrantMenuNode extends GrantNode {
  title: string;
  permission: string | null;
  children: GrantMenuNode[];
}

interface TreeItem {
  key: number;
  title: string;
  children: TreeItem[];
}

const toItems = (nodes: readonly GrantMenuNode[], title: (key: string) => string): TreeItem[] =>
  nodes.map((n) => ({
    key: n.id,
    title: n.permission ? `${title(n.title)} (${n.permission})` : title(n.title),
    children: toItems(n.children, title),
  }));

interface MenuGrantTreeProps {
  tree: readonly GrantMenuNode[];
  value?: number[];
  onChange?(ids: number[]): void;
}

/**
 * The menus of a grant as a checkbox tree: parents of a partial grant show half-checked, ticking a button
 * brings its screen and directory along. A form control (value: granted menu ids).
 */
export function MenuGrantTree({ tree, value = [], onChange }: MenuGrantTreeProps) {
  const { t } = useTranslation();
  const menuTitle = useMenuTitle();
  const items = useMemo(() => toItems(tree, menuTitle), [tree, menuTitle]);
  const allIds = useMemo(() => treeIds(tree), [tree]);
  const [expanded, setExpanded] = useState<Key[] | null>(null);
  const granted = useMemo(() => new Set(value), [value]);
  const view = useMemo(() => grantView(tree, granted), [tree, granted]);
  return (
    <div className="menu-grant-tree">
      <Space style={{ marginBottom: 8 }}>
        <Button size="small" onClick={() => setExpanded(allIds)}>
          {t('system.common.expandAll')}
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          {t('system.common.collapseAll')}
        </Button>
        <Button size="small" onClick={() => onChange?.(allIds)}>
          {t('system.common.checkAll')}
        </Button>
        <Button size="small" onClick={() => onChange?.([])}>
          {t('system.common.uncheckAll')}
        </Button>
      </Space>
      <Tree<TreeItem>
        checkable
        checkStrictly
        selectable={false}
        className="menu-grant-tree__tree"
        treeData={items}
        // all open until the user folds: the tree may arrive after the dialog mounted
        expandedKeys={expanded ?? allIds}
        onExpand={(keys) => setExpanded(keys)}
        checkedKeys={{ checked: view.checked, halfChecked: view.halfChecked }}
        onCheck={(_keys, info) => {
          onChange?.([...toggleGrant(tree, granted, Number(info.node.key), info.checked)]);
        }}
      />
    </div>
  );
}
