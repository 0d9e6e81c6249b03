import type { FileCategory, FileOutput, FilePageBody } from '@retail/contracts/api/system/file';
import { Button, Form, Input, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageFilters } from '../../../api/page-filters.ts';
import { fileApi, fileKeys } from '../../../api/system/file.ts';
import { Permitted } from '../../../components/permission/Permitted.tsx';
import { feedback } from '../../../components/feedback/feedback.ts';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { useListReload } from '../../../components/list/useListReload.ts';
import { formatBytes } from '../admin-kit/bytes.ts';
import { errorText } from '../../../components/feedback/errorText.ts';
import { RangeFilter } from '../admin-kit/RangeFilter.tsx';
import { ActionLink, RowActions } from '../../../components/list/RowActions.tsx';
import { actionColumn } from '../../../components/list/actionColumn.tsx';
import { splitRange, type WithRange } from '../admin-kit/timeRange.ts';
import { FilePreview } from './FilePreview.tsx';
import { FileUpload } from './FileUpload.tsx';
import { RenameForm } from './RenameForm.tsx';
import { timeColumn } from '../../../components/list/columns.tsx';

const CATEGORIES: FileCategory[] = ['file', 'avatar', 'signature'];

/** Stored files: upload, preview (images, PDF), download under a safe name, rename, delete. */
export default function FileScreen() {
  const { t } = useTranslation();
  const reload = useListReload(fileKeys.all);
  const [previewing, setPreviewing] = useState<FileOutput | null>(null);
  const [renaming, setRenaming] = useState<FileOutput | null>(null);
  const download = (row: FileOutput) =>
    fileApi.download(row).catch((error: unknown) => feedback.error(errorText(error)));

  const columns: ColumnsType<FileOutput> = [
    {
      title: t('system.file.fileName'),
      dataIndex: 'fileName',
      key: 'fileName',
      sorter: true,
      render: (name: string, row) => `${name}${row.suffix}`,
    },
    { title: t('system.file.suffix'), dataIndex: 'suffix', key: 'suffix', sorter: true },
    {
      title: t('system.file.size'),
      dataIndex: 'sizeBytes',
      key: 'sizeBytes',
      sorter: true,
      render: (bytes: number) => formatBytes(bytes),
    },
    {
      title: t('system.file.category'),
      dataIndex: 'category',
      render: (category: FileCategory) => t(`system.file.categories.${category}`),
    },
    { title: t('system.file.provider'), dataIndex: 'provider' },
    { title: t('system.common.createdBy'), dataIndex: 'createUserName' },
    timeColumn(t('system.file.uploadTime'), 'createTime', { sortable: true }),
    actionColumn((row) => (
      <RowActions
        name={row.fileName + row.suffix}
        editCode="sysFile:update"
        deleteCode="sysFile:delete"
        onEdit={() => setRenaming(row)}
        onDelete={() => fileApi.delete(row.id)}
        onDeleted={reload}
        before={
          <>
            {row.previewable ? (
              <Button type="link" size="small" onClick={() => setPreviewing(row)}>
                {t('system.file.preview')}
              </Button>
            ) : null}
            <ActionLink code="sysFile:downloadFile" onClick={() => void download(row)}>
              {t('system.file.download')}
            </ActionLink>
          </>
        }
      />
    )),
  ];

  return (
    <>
      <ListPage<FileOutput, PageFilters<FilePageBody> & WithRange>
        queryKey={fileKeys.call('page')}
        fetchPage={(input, signal) => fileApi.page(splitRange(input), signal)}
        columns={columns}
        filters={
          <>
            <Form.Item name="fileName" label={t('system.file.fileName')}>
              <Input allowClear />
            </Form.Item>
            <Form.Item name="suffix" label={t('system.file.suffix')}>
              <Input allowClear style={{ width: 100 }} />
            </Form.Item>
            <Form.Item name="category" label={t('system.file.category')}>
              <Select
                allowClear
                style={{ width: 120 }}
                options={CATEGORIES.map((c) => ({ value: c, label: t(`system.file.categories.${c}`) }))}
              />
            </Form.Item>
            <RangeFilter label={t('system.file.uploadTime')} />
          </>
        }
        toolbar={
          <Permitted code="sysFile:uploadFile">
            <FileUpload onUploaded={reload} />
          </Permitted>
        }
      />
      <FilePreview file={previewing} onClose={() => setPreviewing(null)} />
      <RenameForm file={renaming} onClose={() => setRenaming(null)} onSaved={reload} />
    </>
  );
}
