import type { LogRowOutput } from '@retail/contracts/api/system/log';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Drawer, Spin, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LogArea, logApi, logKeys } from '../../../../api/system/log.ts';
import { dateTimeText } from '../../../../components/display/format.ts';
import { type DiffRow, diffRows } from './diff.ts';
import type { LogColumnKey } from './kinds.ts';
import { hasWords, logWord } from './words.ts';
import './log.css';

const LONG = new Set(['requestParam', 'exception', 'beforeData', 'afterData', 'message']);

/** Every field of one log entry; the difference log adds a before/after comparison. */
export function LogDetail({ area, id, onClose }: { area: LogArea; id: number | null; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const [changedOnly, setChangedOnly] = useState(true);
  const detail = useQuery({
    queryKey: logKeys(area).call('detail', id),
    queryFn: () => logApi.detail(area, id ?? 0),
    enabled: id !== null,
  });
  const row = detail.data;
  const label = (key: string) =>
    i18n.exists(`system.log.columns.${key}`) ? t(`system.log.columns.${key as LogColumnKey}`) : key;
  const value = (key: string, v: LogRowOutput[string]) => {
    if (v === null || v === undefined) return '';
    if (key === 'createTime') return dateTimeText(String(v));
    if (hasWords(area, key)) return logWord(i18n, area, key, v);
    if (LONG.has(key)) {
      return (
        <Typography.Paragraph className="log-long" copyable>
          <pre>{String(v)}</pre>
        </Typography.Paragraph>
      );
    }
    return String(v);
  };
  const diff = area === 'sysLogDiff' && row ? diffRows(row.beforeData, row.afterData) : [];
  const shown = changedOnly ? diff.filter((d) => d.changed) : diff;

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={820}
      title={t('system.log.detailTitle')}
      destroyOnHidden
    >
      {detail.isLoading ? <Spin /> : null}
      {detail.error ? <Alert type="error" title={detail.error.message} /> : null}
      {row && area === 'sysLogDiff' ? (
        <>
          <Typography.Title level={5}>
            {t('system.log.diff')} <Switch size="small" checked={changedOnly} onChange={setChangedOnly} />{' '}
            {t('system.log.changedOnly')}
          </Typography.Title>
          <Table<DiffRow>
            size="small"
            rowKey="field"
            pagination={false}
            dataSource={shown}
            data-testid="diff-table"
            rowClassName={(d) => (d.changed ? 'log-diff-changed' : '')}
            columns={[
              { title: t('system.log.field'), dataIndex: 'field' },
              {
                title: t('system.log.columns.beforeData'),
                dataIndex: 'before',
                className: 'log-diff-before',
              },
              {
                title: t('system.log.columns.afterData'),
                dataIndex: 'after',
                className: 'log-diff-after',
              },
            ]}
            style={{ marginBottom: 16 }}
          />
        </>
      ) : null}
      {row ? (
        <Descriptions bordered size="small" column={1}>
          {Object.entries(row)
            .filter(([key]) => !(area === 'sysLogDiff' && (key === 'beforeData' || key === 'afterData')))
            .map(([key, v]) => (
              <Descriptions.Item key={key} label={label(key)}>
                {value(key, v)}
              </Descriptions.Item>
            ))}
        </Descriptions>
      ) : null}
    </Drawer>
  );
}
