import { BalanceKind } from '@retail/contracts';
import type { BalanceLogOutput, BalanceLogPageBody } from '@retail/contracts/api/retail/vip';
import { Button, Form, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { PageFilters } from '../../../api/page-filters.ts';
import { vipApi, vipKeys } from '../../../api/vip.ts';
import { EnumTag } from '../../../components/display/EnumTag.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { DateRangeFilters } from '../../../components/retail-docs/DateRangeFilters.tsx';
import { selectOptions, useDocEnums } from '../../../components/retail-docs/enums.ts';
import { moneyColumn, timeColumn } from '../../../components/list/columns.tsx';
import { Permitted } from '../../../components/permission/Permitted.tsx';
import { usePrintDocument } from '../../../components/print/usePrintDocument.tsx';

/** Every change of one member's balance, newest first; a top-up's slip can be printed again. */
export function BalanceHistory({ vipId }: { vipId: number }) {
  const { t } = useTranslation();
  const enums = useDocEnums();
  const slip = usePrintDocument('vipTopUp');
  const columns: ColumnsType<BalanceLogOutput> = [
    {
      title: t('retailDocs.vip.logKind'),
      dataIndex: 'kind',
      key: 'kind',
      sorter: true,
      render: (kind: BalanceLogOutput['kind']) => <EnumTag value={kind} options={enums.balanceKind} />,
    },
    moneyColumn(t('retailDocs.vip.logAmount'), 'amount', { sortable: true }),
    moneyColumn(t('retailDocs.vip.balanceBefore'), 'balanceBefore'),
    moneyColumn(t('retailDocs.vip.balanceAfterCol'), 'balanceAfter'),
    { title: t('retailDocs.vip.sourceNo'), dataIndex: 'sourceNo' },
    {
      title: t('retailDocs.sale.payMethod'),
      dataIndex: 'payMethod',
      render: (method: BalanceLogOutput['payMethod']) => <EnumTag value={method} options={enums.payMethod} />,
    },
    { title: t('ui.remark'), dataIndex: 'remark' },
    { title: t('retailDocs.common.creator'), dataIndex: 'createUserName' },
    timeColumn(t('ui.createTime'), 'createTime', { sortable: true }),
    {
      title: t('ui.actions'),
      key: 'action',
      render: (_: unknown, row: BalanceLogOutput) =>
        row.kind === BalanceKind.TopUp ? (
          <Permitted code="vip:topUp">
            <Button
              type="link"
              size="small"
              loading={slip.busy}
              onClick={() => void slip.print(row.id)}
              data-testid={`balance-slip-${row.id}`}
            >
              {t('print.topUpSlip')}
            </Button>
          </Permitted>
        ) : null,
    },
  ];
  return (
    <>
      {slip.sheet}
      <ListPage<BalanceLogOutput, Omit<PageFilters<BalanceLogPageBody>, 'vipId'>>
        queryKey={vipKeys.call('balanceLog', vipId)}
        fetchPage={(input, signal) => vipApi.balanceLog({ ...input, vipId }, signal)}
        columns={columns}
        defaultPageSize={10}
        tableProps={{ size: 'small' }}
        filters={
          <>
            <Form.Item name="kind" label={t('retailDocs.vip.logKind')}>
              <Select allowClear style={{ width: 110 }} options={selectOptions(enums.balanceKind)} />
            </Form.Item>
            <DateRangeFilters />
          </>
        }
      />
    </>
  );
}
