import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Drawer, Result, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formApi, formKeys } from '../../../../api/system/form.ts';
import { errorText } from '../../../../components/feedback/errorText.ts';
import { feedback } from '../../../../components/feedback/feedback.ts';
import { FillForm } from './FillForm.tsx';

interface FillDrawerProps {
  /** the form to fill in, by code; null closes the drawer */
  code: string | null;
  onClose(): void;
  onSubmitted?(): void;
}

/** Fills in the latest published version of a form and submits it; closing with entries asks first. */
export function FillDrawer({ code, onClose, onSubmitted }: FillDrawerProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  const [dirty, setDirty] = useState(false);
  const form = useQuery({
    queryKey: formKeys.call('fillDetail', code),
    queryFn: ({ signal }) => formApi.fillDetail(code as string, signal),
    enabled: code !== null,
  });
  const close = () => {
    if (!dirty) return onClose();
    modal.confirm({
      title: t('formDesign.fill.leaveTitle'),
      content: t('formDesign.fill.leaveText'),
      okText: t('formDesign.fill.leave'),
      okButtonProps: { danger: true },
      onOk: () => {
        setDirty(false);
        onClose();
      },
    });
  };
  const data = form.data;
  return (
    <Drawer
      open={code !== null}
      size={720}
      destroyOnHidden
      onClose={close}
      title={
        data ? (
          <>
            {data.name} <Tag>{t('formDesign.list.versionNo', { n: data.versionNo })}</Tag>
          </>
        ) : (
          t('formDesign.fill.title')
        )
      }
    >
      {form.isPending && code !== null ? <Spin /> : null}
      {form.isError ? <Result status="warning" title={errorText(form.error)} /> : null}
      {data ? (
        <>
          <Typography.Paragraph type="secondary">{t('formDesign.fill.hint')}</Typography.Paragraph>
          <FillForm
            key={`${data.code}:${data.versionNo}`}
            schema={data.schema}
            onDirty={setDirty}
            onSubmit={async (values) => {
              await formApi.submit({ formCode: data.code, data: values });
              feedback.success(t('formDesign.fill.submitted'));
              setDirty(false);
              await queryClient.invalidateQueries({ queryKey: formKeys.call('dataPage') });
              onSubmitted?.();
              onClose();
            }}
          />
        </>
      ) : null}
    </Drawer>
  );
}
