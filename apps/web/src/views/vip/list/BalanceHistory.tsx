import { Form, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { type BalanceLog, type BalanceLogFilters, vipApi } from '../../../api/vip.ts';
import { DateTimeText } from '../../../components/display/DateTimeText.tsx';
import { EnumTag } from '../../../components/display/EnumTag.tsx';
import { YuanText } from '../../../components/display/YuanText.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { DateRangeFilters } from '../../../components/retail-docs/DateRangeFilters.tsx';
import { selectOptions, useDocEnums } from '../../../components/retail-docs/enums.ts';

const money = (value: number) => <YuanText value={value} />;

/** Every change of one member's balance, newest first. */
export function BalanceHistory({ vipId }: { vipId: number }) {
  const { t } = useTranslation();
  const enums = useDocEnums();
  const columns: ColumnsType<BalanceLog> = [
    {
      title: t('retailDocs.vip.logKind'),
      dataIndex: 'kind',
      key: 'kind',
      sorter: true,
      render: (kind: BalanceLog['kind']) => <EnumTag value={kind} options={enums.balanceKind} />,
    },
    {
      title: t('retailDocs.vip.logAmount'),
      dataIndex: 'amount',
      key: 'amount',
      sorter: true,
      align: 'right',
      render: money,
    },
    { title: t('retailDocs.vip.balanceBefore'), dataIndex: 'balanceBefore', align: 'right', render: money },
    { title: t('retailDocs.vip.balanceAfterCol'), dataIndex: 'balanceAfter', align: 'right', render: money },
    { title: t('retailDocs.vip.sourceNo'), dataIndex: 'sourceNo' },
    {
      title: t('retailDocs.sale.payMethod'),
      dataIndex: 'payMethod',
      render: (method: BalanceLog['payMethod']) => <EnumTag value={method} options={enums.payMethod} />,
    },
    { title: t('ui.remark'), dataIndex: 'remark' },
    { title: t('retailDocs.common.creator'), dataIndex: 'createUserName' },
    {
      title: t('ui.createTime'),
      dataIndex: 'createTime',
      key: 'createTime',
      sorter: true,
      render: (value: string) => <DateTimeText value={value} />,
    },
  ];
  return (
    <ListPage<BalanceLog, Omit<BalanceLogFilters, 'vipId'>>
      queryKey={`vipBalanceLog-${vipId}`}
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
  );
}
