import type { NoticeAddBody, NoticeOutput } from '@retail/contracts/api/system/notice';
import { Form, Input, Radio, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeApi } from '../../../api/system/notice.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { rules } from '../../../components/form/rules.ts';
import { RichTextField } from '../../../components/form/rich-text/RichTextField.tsx';
import { NOTICE_TYPES, type NoticeType } from './options.ts';

interface NoticeFormProps {
  open: boolean;
  /** null: add; a row: edit */
  row: NoticeOutput | null;
  onClose(): void;
  onSaved(): void;
}

/** Add or edit a notice (drafts and withdrawn ones; a published notice is withdrawn first). */
export function NoticeForm({ open, row, onClose, onSaved }: NoticeFormProps) {
  const { t } = useTranslation();
  const title = t('system.notice.title');
  const content = t('system.notice.content');
  const initialValues = useMemo<Partial<NoticeAddBody>>(
    () =>
      row
        ? { title: row.title, content: row.content, type: row.type as NoticeType }
        : { type: 1, content: '' },
    [row],
  );
  const save = (values: NoticeAddBody) =>
    row?.id ? noticeApi.update({ ...values, id: row.id }) : noticeApi.add(values);
  return (
    <FormModal<NoticeAddBody>
      open={open}
      title={row?.id ? t('system.notice.edit') : t('system.notice.add')}
      initialValues={initialValues}
      onSubmit={save}
      onClose={onClose}
      onSaved={onSaved}
      width={860}
    >
      <Form.Item name="title" label={title} rules={[rules.required(title), rules.max(title, 64)]}>
        <Input />
      </Form.Item>
      <Form.Item name="type" label={t('system.notice.type')}>
        <Radio.Group
          options={NOTICE_TYPES.map((type) => ({ value: type, label: t(`system.notice.types.${type}`) }))}
        />
      </Form.Item>
      <RichTextField
        name="content"
        label={content}
        required
        extra={<Typography.Text type="secondary">{t('system.notice.sanitizedHint')}</Typography.Text>}
      />
    </FormModal>
  );
}
