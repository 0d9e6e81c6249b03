import type { OrgNode } from '@retail/contracts/api/system/org';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Input, Space, Tree } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orgApi, orgKeys } from '../../../api/system/org.ts';
import { treeIds } from '../admin-kit/trees.ts';

interface OrgItem {
  key: number;
  title: string;
  children: OrgItem[];
}

/** The org tree pruned to the branches whose name contains `text` (a match keeps its whole subtree). */
function filterTree(nodes: readonly OrgNode[], text: string): OrgItem[] {
  const out: OrgItem[] = [];
  for (const n of nodes) {
    const matches = text === '' || n.name.toLowerCase().includes(text);
    const children = filterTree(n.children ?? [], matches ? '' : text);
    if (matches || children.length > 0) out.push({ key: n.id, title: n.name, children });
  }
  return out;
}

interface OrgTreePanelProps {
  selected: number | undefined;
  /** undefined: all organisations */
  onSelect(orgId: number | undefined): void;
}

/** The organisations beside the user table: picking one shows its users and those of the orgs below it. */
export function OrgTreePanel({ selected, onSelect }: OrgTreePanelProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const query = useQuery({ queryKey: orgKeys.call('tree'), queryFn: ({ signal }) => orgApi.tree(signal) });
  const items = useMemo(
    () => filterTree(query.data ?? [], search.trim().toLowerCase()),
    [query.data, search],
  );
  const [expanded, setExpanded] = useState<Key[] | null>(null);
  const allKeys = useMemo(() => treeIds(query.data ?? []), [query.data]);
  return (
    <Card size="small" className="user-org-tree" title={t('system.user.orgTree')} loading={query.isLoading}>
      <Input.Search
        allowClear
        placeholder={t('system.user.orgSearch')}
        onChange={(e) => setSearch(e.target.value)}
        style={{ marginBottom: 8 }}
      />
      <Space size={4} wrap style={{ marginBottom: 8 }}>
        <Button size="small" onClick={() => setExpanded(allKeys)}>
          {t('system.common.expandAll')}
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          {t('system.common.collapseAll')}
        </Button>
        <Button
          size="small"
          type={selected === undefined ? 'primary' : 'default'}
          onClick={() => onSelect(undefined)}
        >
          {t('system.user.allOrgs')}
        </Button>
        <Button size="small" onClick={() => void query.refetch()}>
          {t('ui.refresh')}
        </Button>
      </Space>
      <Tree<OrgItem>
        treeData={items}
        blockNode
        expandedKeys={search ? allKeys : (expanded ?? allKeys)}
        onExpand={(keys) => setExpanded(keys)}
        selectedKeys={selected === undefined ? [] : [selected]}
        onSelect={(keys) => onSelect(keys.length > 0 ? Number(keys[0]) : undefined)}
      />
    </Card>
  );
}
