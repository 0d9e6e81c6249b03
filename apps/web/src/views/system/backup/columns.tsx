import type { BackupOutput } from '@retail/contracts/api/system/backup';
import { Progress, Space, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { backupApi } from '../../../api/system/backup.ts';
import { EnumTag } from '../../../components/display/EnumTag.tsx';
import { errorText } from '../../../components/feedback/errorText.ts';
import { feedback } from '../../../components/feedback/feedback.ts';
import { actionColumn } from '../../../components/list/actionColumn.tsx';
import { timeColumn } from '../../../components/list/columns.tsx';
import { ActionLink, RowActions } from '../../../components/list/RowActions.tsx';
import { i18n } from '../../../i18n/index.ts';
import { formatBytes } from '../admin-kit/bytes.ts';
import { scopeOptions, statusOptions, triggerOptions } from './codes.ts';

export interface BackupRowHandlers {
  onVerify(row: BackupOutput): void;
  onRestore(row: BackupOutput): void;
  /** After a delete (reload the list). */
  onChanged(): void;
}

const count = (n: number) => n.toLocaleString(i18n.language);

/** A running archive's progress bar; a failed one's tag tells why on hover. */
function StatusCell({ row }: { row: BackupOutput }) {
  if (row.status === 'running')
    return <Progress percent={row.progress} size="small" status="active" style={{ width: 140 }} />;
  const tag = <EnumTag value={row.status} options={statusOptions()} />;
  return row.error ? <Tooltip title={row.error}>{tag}</Tooltip> : tag;
}

function BackupActions({ row, handlers }: { row: BackupOutput; handlers: BackupRowHandlers }) {
  const t = i18n.t;
  const ready = row.status === 'succeeded';
  const download = () => backupApi.download(row).catch((error: unknown) => feedback.error(errorText(error)));
  return (
    <RowActions
      name={row.fileName}
      deleteCode={row.status === 'running' ? undefined : 'sysBackup:add'}
      onDelete={() => backupApi.delete(row.id)}
      onDeleted={handlers.onChanged}
      before={
        <>
          <ActionLink code="sysBackup:page" disabled={!ready} onClick={() => void download()}>
            {t('backup.download')}
          </ActionLink>
          <ActionLink code="sysBackup:page" disabled={!ready} onClick={() => handlers.onVerify(row)}>
            {t('backup.verify')}
          </ActionLink>
          <ActionLink code="sysBackup:restore" disabled={!ready} onClick={() => handlers.onRestore(row)}>
            {t('backup.restore')}
          </ActionLink>
        </>
      }
    />
  );
}

/** The archive list's columns. */
export function backupColumns(handlers: BackupRowHandlers): ColumnsType<BackupOutput> {
  const t = i18n.t;
  return [
    { title: t('backup.fileName'), dataIndex: 'fileName', key: 'fileName' },
    {
      title: t('backup.scope'),
      dataIndex: 'scope',
      render: (_: unknown, row) => (
        <Space size={4}>
          <EnumTag value={row.scope} options={scopeOptions()} />
          {row.tenantName ? <span>{row.tenantName}</span> : null}
        </Space>
      ),
    },
    {
      title: t('backup.size'),
      dataIndex: 'sizeBytes',
      align: 'right',
      render: (bytes: number, row) => (row.status === 'running' ? null : formatBytes(bytes)),
    },
    {
      title: t('backup.tablesRows'),
      key: 'counts',
      align: 'right',
      render: (_: unknown, row) =>
        row.status === 'running' ? null : `${count(row.tableCount)} / ${count(row.rowCount)}`,
    },
    {
      title: t('ui.status'),
      dataIndex: 'status',
      render: (_: unknown, row) => <StatusCell row={row} />,
    },
    {
      title: t('backup.trigger'),
      dataIndex: 'trigger',
      render: (_: unknown, row) => <EnumTag value={row.trigger} options={triggerOptions()} />,
    },
    { title: t('backup.operator'), dataIndex: 'createUserName' },
    timeColumn(t('backup.startedTime'), 'startedTime'),
    timeColumn(t('backup.finishedTime'), 'finishedTime'),
    {
      title: t('ui.remark'),
      dataIndex: 'remark',
      render: (remark: string | null) => (
        <Typography.Text ellipsis={{ tooltip: remark }} style={{ maxWidth: 200 }}>
          {remark}
        </Typography.Text>
      ),
    },
    actionColumn((row) => <BackupActions row={row} handlers={handlers} />),
  ];
}
