import { Popover, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DateTimeText } from '../../../components/display/DateTimeText.tsx';
import { i18n } from '../../../i18n/index.ts';
import './admin-kit.css';

interface Audited {
  createTime: string;
  updateTime?: string | null;
  createUserName?: string | null;
  updateUserName?: string | null;
}

/** The "created" column (server-sortable) with who created and last changed the row on hover. */
export function auditColumns<Row extends Audited>(): ColumnsType<Row> {
  return [
    {
      title: i18n.t('ui.createTime'),
      dataIndex: 'createTime',
      key: 'createTime',
      sorter: true,
      render: (_: unknown, row) => (
        <Popover
          content={
            <dl className="audit-record">
              <dt>{i18n.t('system.common.createdBy')}</dt>
              <dd>{row.createUserName ?? '-'}</dd>
              <dt>{i18n.t('ui.updateTime')}</dt>
              <dd>
                <DateTimeText value={row.updateTime ?? null} />
              </dd>
              <dt>{i18n.t('system.common.updatedBy')}</dt>
              <dd>{row.updateUserName ?? '-'}</dd>
            </dl>
          }
        >
          <Typography.Text>
            <DateTimeText value={row.createTime} />
          </Typography.Text>
        </Popover>
      ),
    },
  ];
}
