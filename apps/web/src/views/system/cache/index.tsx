import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Input, List, Space, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cacheApi, cacheKeys } from '../../../api/system/cache.ts';
import { ConfirmButton } from '../../../components/actions/ConfirmButton.tsx';
import { Permitted } from '../../../components/permission/Permitted.tsx';
import { feedback } from '../../../components/feedback/feedback.ts';
import { useListReload } from '../../../components/list/useListReload.ts';
import './cache.css';

/** The part of a key before its last ':' (`sys_config:sys_captcha` → `sys_config:`). */
const prefixOf = (key: string) => {
  const cut = key.lastIndexOf(':');
  return cut > 0 ? key.slice(0, cut + 1) : '';
};

/** The shared cache: its keys, the value of one, and deleting a key or a whole prefix. */
export default function CacheScreen() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const keys = useQuery({ queryKey: cacheKeys.call('keyList'), queryFn: cacheApi.keys });
  const value = useQuery({
    queryKey: cacheKeys.call('value', selected),
    queryFn: () => cacheApi.value(selected ?? ''),
    enabled: selected !== null,
    retry: false,
  });
  const reload = useListReload(cacheKeys.all);
  const shown = useMemo(
    () => (keys.data ?? []).filter((k) => k.startsWith(filter.trim())),
    [keys.data, filter],
  );
  const afterDelete = (count: number) => {
    feedback.success(t('system.cache.deletedCount', { count }));
    setSelected(null);
    reload();
  };
  const prefix = selected ? prefixOf(selected) : '';

  return (
    <div className="cache-screen">
      <Card
        size="small"
        className="cache-keys"
        title={t('system.cache.keys')}
        extra={
          <Button size="small" onClick={() => void keys.refetch()} loading={keys.isFetching}>
            {t('ui.refresh')}
          </Button>
        }
      >
        <Input.Search
          allowClear
          placeholder={t('system.cache.filter')}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        <Typography.Text type="secondary">{t('system.cache.count', { count: shown.length })}</Typography.Text>
        {keys.error ? <Alert type="error" title={keys.error.message} /> : null}
        <List<string>
          size="small"
          loading={keys.isLoading}
          dataSource={shown}
          locale={{ emptyText: t('ui.empty') }}
          renderItem={(key) => (
            <List.Item
              className={key === selected ? 'cache-key cache-key-selected' : 'cache-key'}
              onClick={() => setSelected(key)}
            >
              <Typography.Text ellipsis={{ tooltip: key }}>{key}</Typography.Text>
            </List.Item>
          )}
        />
      </Card>
      <Card size="small" className="cache-value" title={selected ?? t('system.cache.value')}>
        {selected === null ? <Empty description={t('system.cache.pickKey')} /> : null}
        {selected !== null && value.isLoading ? <Spin /> : null}
        {selected !== null && value.isError ? (
          <Alert type="warning" title={t('system.cache.missing')} />
        ) : null}
        {selected !== null && value.isSuccess ? (
          <pre className="cache-json" data-testid="cache-value">
            {JSON.stringify(value.data, null, 2)}
          </pre>
        ) : null}
        {selected !== null ? (
          <Permitted code="sysCache:delete">
            <Space wrap>
              <ConfirmButton
                danger
                question={t('system.cache.confirmDeleteKey', { name: selected })}
                onConfirm={async () => afterDelete(await cacheApi.delete(selected))}
              >
                {t('system.cache.deleteKey')}
              </ConfirmButton>
              {prefix ? (
                <ConfirmButton
                  danger
                  question={t('system.cache.confirmDeletePrefix', { name: prefix })}
                  onConfirm={async () => afterDelete(await cacheApi.deleteByPrefix(prefix))}
                >
                  {t('system.cache.deletePrefix')} ({prefix})
                </ConfirmButton>
              ) : null}
            </Space>
          </Permitted>
        ) : null}
      </Card>
    </div>
  );
}
