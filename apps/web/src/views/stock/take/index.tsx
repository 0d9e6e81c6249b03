import { PlusOutlined } from '@ant-design/icons';
import { StocktakeStatus } from '@retail/contracts';
import type { StocktakeFilterBody, StocktakeOutput } from '@retail/contracts/api/retail/stocktake';
import { Button, Form, Input, Select, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { exportFilters } from '../../../api/retail-filters.ts';
import { stocktakeApi, stocktakeKeys } from '../../../api/stocktake.ts';
import { ConfirmButton } from '../../../components/actions/ConfirmButton.tsx';
import { ExportButton } from '../../../components/actions/ExportButton.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { useListReload } from '../../../components/list/useListReload.ts';
import { Permitted } from '../../../components/permission/Permitted.tsx';
import { usePermissions } from '../../../components/permission/usePermissions.ts';
import { DateRangeFilters } from '../../../components/retail-docs/DateRangeFilters.tsx';
import { CategorySelect } from '../../goods/shared/CategorySelect.tsx';
import { LocationSelect } from '../shared/LocationSelect.tsx';
import { stocktakeColumns } from './columns.tsx';
import { stocktakeDetailPath, stocktakeStatusOptions } from './enums.ts';
import { StartDialog } from './StartDialog.tsx';

/** Stocktakes: start a count (book quantities frozen), open it to count and post, cancel, export. */
export default function StocktakeList() {
  const { t } = useTranslation();
  const auth = usePermissions();
  const navigate = useNavigate();
  const reload = useListReload(stocktakeKeys.all);
  const [starting, setStarting] = useState(false);
  const statuses = Object.entries(stocktakeStatusOptions()).map(([value, option]) => ({
    value: Number(value),
    label: option.label,
  }));

  const columns: ColumnsType<StocktakeOutput> = [
    ...stocktakeColumns(auth.has('stocktake:detail')),
    {
      title: t('ui.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <Space size={0} wrap>
          <Permitted code="stocktake:detail">
            <Button
              type="link"
              size="small"
              onClick={() => void navigate(stocktakeDetailPath(row.id))}
              data-testid={`stocktake-open-${row.no}`}
            >
              {row.status === StocktakeStatus.Counting ? t('stocktake.open') : t('ui.detail')}
            </Button>
          </Permitted>
          {row.status === StocktakeStatus.Counting ? (
            <Permitted code="stocktake:cancel">
              <ConfirmButton
                type="link"
                size="small"
                danger
                question={t('stocktake.cancelQuestion', { no: row.no })}
                doneText={t('stocktake.cancelled')}
                onConfirm={async () => {
                  await stocktakeApi.cancel(row.id);
                  reload();
                }}
                data-testid={`stocktake-cancel-${row.no}`}
              >
                {t('stocktake.cancel')}
              </ConfirmButton>
            </Permitted>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<StocktakeOutput, StocktakeFilterBody>
        queryKey={stocktakeKeys.call('page')}
        fetchPage={stocktakeApi.page}
        columns={columns}
        filters={
          <>
            <Form.Item name="no" label={t('stocktake.no')}>
              <Input allowClear maxLength={32} />
            </Form.Item>
            <Form.Item name="status" label={t('ui.status')}>
              <Select allowClear style={{ width: 120 }} options={statuses} />
            </Form.Item>
            <Form.Item name="locationId" label={t('stocktake.location')}>
              <LocationSelect purpose="read" allowClear />
            </Form.Item>
            <Form.Item name="categoryId" label={t('stocktake.scope')}>
              <CategorySelect />
            </Form.Item>
            <DateRangeFilters />
          </>
        }
        toolbar={({ query }) => (
          <>
            <Permitted code="stocktake:add">
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setStarting(true)}
                data-testid="stocktake-start"
              >
                {t('stocktake.start')}
              </Button>
            </Permitted>
            <Permitted code="stocktake:export">
              <ExportButton
                url={stocktakeApi.exportUrl}
                body={exportFilters(query)}
                fileName="stocktake.xlsx"
              />
            </Permitted>
          </>
        )}
      />
      <StartDialog
        open={starting}
        onClose={() => setStarting(false)}
        onStarted={(id) => {
          reload();
          void navigate(stocktakeDetailPath(id));
        }}
      />
    </>
  );
}
