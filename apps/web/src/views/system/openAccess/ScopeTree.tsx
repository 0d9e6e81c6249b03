import type { OpenAccessScopeOutput } from '@retail/contracts/api/system/open-access';
import { useQuery } from '@tanstack/react-query';
import { Empty, Spin, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { openAccessApi, openAccessKeys } from '../../../api/system/open-access.ts';
import { useMenuTitle } from '../../../layouts/parts/useMenuTitle.ts';

interface ScopeTreeProps {
  bindUserId: number | undefined;
  value?: string[];
  onChange?(value: string[]): void;
}

const GROUP = 'group:';

/** The open-access permissions the user holds, by screen; each leaf names the routes it opens. */
export function ScopeTree({ bindUserId, value = [], onChange }: ScopeTreeProps) {
  const { t } = useTranslation();
  const menuTitle = useMenuTitle();
  const scopes = useQuery({
    queryKey: openAccessKeys.call('scopeList', bindUserId),
    queryFn: ({ signal }) => openAccessApi.scopeList(bindUserId as number, signal),
    enabled: bindUserId !== undefined,
  });
  if (bindUserId === undefined)
    return <Typography.Text type="secondary">{t('openAccess.pickUserFirst')}</Typography.Text>;
  if (scopes.isLoading) return <Spin size="small" />;
  const items = scopes.data ?? [];
  if (items.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('openAccess.noScopes')} />;
  return (
    <Tree
      checkable
      defaultExpandAll
      selectable={false}
      checkedKeys={value}
      onCheck={(checked) => {
        const keys = (Array.isArray(checked) ? checked : checked.checked) as Key[];
        onChange?.(keys.map(String).filter((k) => !k.startsWith(GROUP)));
      }}
      treeData={treeOf(items, menuTitle)}
    />
  );
}

function treeOf(items: OpenAccessScopeOutput[], title: (key: string) => string): DataNode[] {
  const groups = new Map<string, DataNode[]>();
  for (const scope of items) {
    const leaf: DataNode = {
      key: scope.code,
      title: (
        <span data-testid={`scope-${scope.code}`}>
          {title(scope.title)} <Typography.Text code>{scope.code}</Typography.Text>{' '}
          <Typography.Text type="secondary">{scope.routes.join(', ')}</Typography.Text>
        </span>
      ),
    };
    groups.set(scope.menuTitle, [...(groups.get(scope.menuTitle) ?? []), leaf]);
  }
  return [...groups].map(([menuTitle, children]) => ({
    key: `${GROUP}${menuTitle}`,
    title: menuTitle ? title(menuTitle) : '—',
    children,
  }));
}
