import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Empty, Modal, Spin, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formApi, formKeys } from '../../../api/system/form.ts';
import { errorText } from '../../../components/feedback/errorText.ts';
import { FillForm } from './render/FillForm.tsx';

interface VersionsDrawerProps {
  form: { id: number; name: string } | null;
  onClose(): void;
}

/** A form's published versions, newest first; each opens as it is filled in (published versions never change). */
export function VersionsDrawer({ form, onClose }: VersionsDrawerProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<number | null>(null);
  const versions = useQuery({
    queryKey: formKeys.call('versionList', form?.id),
    queryFn: ({ signal }) => formApi.versionList(form?.id as number, signal),
    enabled: form !== null,
  });
  const version = useQuery({
    queryKey: formKeys.call('versionDetail', form?.id, shown),
    queryFn: ({ signal }) => formApi.versionDetail(form?.id as number, shown as number, signal),
    enabled: form !== null && shown !== null,
  });
  return (
    <Drawer
      open={form !== null}
      size={640}
      title={t('formDesign.versions.title', { name: form?.name ?? '' })}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t('formDesign.versions.hint')}</Typography.Paragraph>
      <Table
        rowKey="versionNo"
        size="small"
        loading={versions.isFetching}
        dataSource={versions.data ?? []}
        pagination={false}
        locale={{
          emptyText: (
            <Empty
              description={versions.isError ? errorText(versions.error) : t('formDesign.versions.none')}
            />
          ),
        }}
        columns={[
          { title: t('formDesign.versions.no'), dataIndex: 'versionNo', render: (n: number) => `v${n}` },
          { title: t('formDesign.versions.fields'), dataIndex: 'fieldCount' },
          { title: t('formDesign.versions.time'), dataIndex: 'publishedTime' },
          { title: t('formDesign.versions.by'), dataIndex: 'publishedUserName' },
          {
            title: t('ui.actions'),
            render: (_: unknown, row: { versionNo: number }) => (
              <Button type="link" size="small" onClick={() => setShown(row.versionNo)}>
                {t('formDesign.versions.view')}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={shown !== null}
        width={760}
        footer={null}
        destroyOnHidden
        title={t('formDesign.versions.viewTitle', { name: form?.name ?? '', n: shown ?? '' })}
        onCancel={() => setShown(null)}
      >
        {version.isPending ? <Spin /> : null}
        {version.data ? <FillForm schema={version.data.schema} /> : null}
      </Modal>
    </Drawer>
  );
}
