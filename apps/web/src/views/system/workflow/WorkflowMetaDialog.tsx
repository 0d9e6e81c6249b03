import type { ApprovalEvent } from '@retail/contracts/api/system/approval-events';
import { APPROVAL_EVENTS } from '@retail/contracts/api/system/approval-events';
import type { WorkflowOutput } from '@retail/contracts/api/system/workflow';
import { Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { workflowApi } from '../../../api/system/workflow.ts';
import { RemarkField, TextField } from '../../../components/form/fields.tsx';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { useWorkflowText } from './useWorkflowText.ts';

/** What a workflow is besides its graph. */
interface Meta {
  code: string;
  name: string;
  category?: string | null;
  event?: ApprovalEvent | '' | null;
  remark?: string | null;
}

const CODE = /^[A-Za-z][\w.:-]*$/;

/**
 * Adds a workflow (then its designer opens) or edits one's name, category, event and remark at the version the
 * list read (a stale one is refused with 409 and the list reloads). The code is fixed once added.
 */
export function WorkflowMetaDialog({
  row,
  open,
  onClose,
  onSaved,
}: {
  /** null: a new workflow */
  row: WorkflowOutput | null;
  open: boolean;
  onClose(): void;
  onSaved(id: number, name: string): void;
}) {
  const { t } = useTranslation();
  const text = useWorkflowText();
  const initialValues = useMemo<Partial<Meta>>(
    () =>
      row
        ? {
            code: row.code,
            name: row.name,
            category: row.category,
            event: row.event ?? '',
            remark: row.remark,
          }
        : { event: '' },
    [row],
  );
  const submit = async (values: Meta) => {
    const sent = {
      name: values.name,
      category: values.category?.trim() || null,
      event: values.event || null,
      remark: values.remark?.trim() || null,
    };
    if (row) {
      await workflowApi.update({ id: row.id, version: row.version, ...sent });
      onSaved(row.id, sent.name);
    } else {
      onSaved(await workflowApi.add({ code: values.code, ...sent }), sent.name);
    }
  };
  const code = t('workflow.meta.code');
  return (
    <FormModal<Meta>
      open={open}
      width={560}
      title={row ? t('workflow.meta.editTitle') : t('workflow.meta.addTitle')}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={submit}
      fieldErrors
    >
      <TextField
        name="code"
        label={code}
        max={64}
        required
        check={(v) => CODE.test(v)}
        extra={t('workflow.meta.codeHint')}
      >
        <Input disabled={row !== null} data-testid="wf-meta-code" />
      </TextField>
      <TextField name="name" label={t('workflow.meta.name')} max={64} required>
        <Input data-testid="wf-meta-name" />
      </TextField>
      <TextField name="category" label={t('workflow.meta.category')} max={32} />
      <Form.Item name="event" label={t('workflow.meta.event')} extra={t('workflow.meta.eventHint')}>
        <Select
          data-testid="wf-meta-event"
          options={[
            { value: '', label: text.event(null) },
            ...APPROVAL_EVENTS.map((event) => ({ value: event, label: text.event(event) })),
          ]}
        />
      </Form.Item>
      <RemarkField max={256} />
    </FormModal>
  );
}
