import type { LogFilterBody, LogRowOutput } from '@retail/contracts/api/system/log';
import { Form, Input, InputNumber, Select, Tag, Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LogArea, logApi, logKeys } from '../../../../api/system/log.ts';
import { ConfirmButton } from '../../../../components/actions/ConfirmButton.tsx';
import { ExportButton } from '../../../../components/actions/ExportButton.tsx';
import { Permitted } from '../../../../components/permission/Permitted.tsx';
import { DateTimeText } from '../../../../components/display/DateTimeText.tsx';
import { feedback } from '../../../../components/feedback/feedback.ts';
import { ListPage } from '../../../../components/list/ListPage.tsx';
import { useListReload } from '../../../../components/list/useListReload.ts';
import { RangeFilter } from '../../admin-kit/RangeFilter.tsx';
import { splitRange, type WithRange } from '../../admin-kit/timeRange.ts';
import { LogDetail } from './LogDetail.tsx';
import { type LogColumnKey, type LogFilterField, logKinds } from './kinds.ts';
import { hasWords, logWord } from './words.ts';

const STATUS_COLORS: Record<string, string> = { success: 'success', fail: 'warning', error: 'error' };

/** One log (visit, operation, exception or difference): filters, detail drawer, export and clear. */
export function LogScreen({ area }: { area: LogArea }) {
  const { t, i18n } = useTranslation();
  const kind = logKinds[area];
  const reload = useListReload(logKeys(area).all);
  const [detailId, setDetailId] = useState<number | null>(null);
  const title = t(`system.log.titles.${area}`);

  const render = (key: LogColumnKey) => {
    if (key === 'createTime') return (v: string) => <DateTimeText value={v} />;
    if (key === 'status') {
      return (v: string) => <Tag color={STATUS_COLORS[v] ?? 'default'}>{logWord(i18n, area, key, v)}</Tag>;
    }
    if (hasWords(area, key)) return (v: string | null) => logWord(i18n, area, key, v);
    return undefined;
  };
  const columns: ColumnsType<LogRowOutput> = [
    ...kind.columns.map((key) => ({
      title: t(`system.log.columns.${key}`),
      dataIndex: key,
      key,
      sorter: kind.sortable.includes(key),
      ellipsis: key === 'message' || key === 'requestUrl',
      render: render(key),
    })),
    {
      title: t('ui.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, row) => (
        <Button type="link" size="small" onClick={() => setDetailId(Number(row.id))}>
          {t('ui.detail')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <ListPage<LogRowOutput, LogFilterBody & WithRange>
        queryKey={logKeys(area).call('page')}
        fetchPage={(input, signal) => logApi.page(area, splitRange(input), signal)}
        columns={columns}
        filters={
          <>
            {kind.filters.map((filter) => (
              <FilterItem key={filter.field} area={area} filter={filter} />
            ))}
            <RangeFilter />
          </>
        }
        toolbar={({ query }) => (
          <>
            <Permitted code={`${area}:export`}>
              <ExportButton
                url={logApi.exportUrl(area)}
                body={splitRange(query)}
                fileName={`${title}.xlsx`}
              />
            </Permitted>
            <Permitted code={`${area}:clear`}>
              <ConfirmButton
                danger
                question={t('system.log.confirmClear', { name: title })}
                onConfirm={async () => {
                  const count = await logApi.clear(area);
                  feedback.success(t('system.log.cleared', { count }));
                  reload();
                }}
              >
                {t('system.log.clear')}
              </ConfirmButton>
            </Permitted>
          </>
        )}
      />
      <LogDetail area={area} id={detailId} onClose={() => setDetailId(null)} />
    </>
  );
}

function FilterItem({ area, filter }: { area: LogArea; filter: LogFilterField }) {
  const { t, i18n } = useTranslation();
  const label = t(`system.log.columns.${filter.field}`);
  const choiceLabel = (value: string) => logWord(i18n, area, filter.field, value);
  return (
    <Form.Item name={filter.field} label={label}>
      {filter.kind === 'choice' ? (
        <Select
          allowClear
          style={{ width: 120 }}
          options={(filter.choices ?? []).map((value) => ({ value, label: choiceLabel(value) }))}
        />
      ) : filter.kind === 'int' ? (
        <InputNumber min={1} precision={0} style={{ width: 180 }} />
      ) : (
        <Input allowClear />
      )}
    </Form.Item>
  );
}
