import type {
  ApprovalBindingAddBody,
  ApprovalBindingOutput,
  ApprovalEventName,
} from '@retail/contracts/api/system/approval';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatusValue } from '../../../../api/system/common.ts';
import { approvalApi, approvalKeys } from '../../../../api/system/approval.ts';
import { RemarkField, StatusField } from '../../../../components/form/fields.tsx';
import { FormModal } from '../../../../components/form/FormModal.tsx';
import { rules } from '../../../../components/form/rules.ts';
import { MoneyField } from '../../../../components/form/value-fields.tsx';
import { useApprovalLabels } from '../labels.tsx';

export const BINDABLE_EVENTS: readonly ApprovalEventName[] = ['stockAdjust', 'saleRefund', 'formSubmit'];

interface Values {
  event: ApprovalEventName;
  formCode?: string;
  workflowId: number;
  threshold?: string;
  status: StatusValue;
  remark?: string | null;
}

interface Props {
  binding: ApprovalBindingOutput | null;
  open: boolean;
  onClose(): void;
  onSaved(): void;
}

/** Adds or edits a binding: which published workflow runs for an event, above which amount. */
export function BindingForm({ binding, open, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const labels = useApprovalLabels();
  const workflows = useQuery({
    queryKey: approvalKeys.call('workflowOptions'),
    queryFn: ({ signal }) => approvalApi.workflowOptions(signal),
    enabled: open,
  });
  const initialValues = useMemo<Partial<Values>>(
    () =>
      binding
        ? {
            event: binding.event,
            formCode: binding.formCode ?? undefined,
            workflowId: binding.workflowId,
            threshold: binding.threshold === null ? '' : String(binding.threshold),
            status: binding.status as StatusValue,
            remark: binding.remark,
          }
        : { event: 'stockAdjust', status: 1 },
    [binding],
  );
  const submit = (values: Values) => {
    const threshold = values.threshold ? values.threshold : null;
    if (binding) {
      return approvalApi.bindingUpdate({
        id: binding.id,
        version: binding.version,
        workflowId: values.workflowId,
        threshold,
        status: values.status,
        remark: values.remark ?? null,
      });
    }
    const body: ApprovalBindingAddBody = {
      event: values.event,
      formCode: values.event === 'formSubmit' ? values.formCode : null,
      workflowId: values.workflowId,
      threshold,
      status: values.status,
      remark: values.remark ?? null,
    };
    return approvalApi.bindingAdd(body);
  };
  const noWorkflows = workflows.isSuccess && workflows.data.length === 0;

  return (
    <FormModal<Values>
      open={open}
      width={560}
      title={binding ? t('approval.binding.edit') : t('approval.binding.add')}
      initialValues={initialValues}
      onClose={onClose}
      onSaved={onSaved}
      onSubmit={submit}
      fieldErrors
    >
      {(form) => (
        <>
          {noWorkflows ? <Alert type="warning" showIcon title={t('approval.binding.noWorkflows')} /> : null}
          <Form.Item
            name="event"
            label={t('approval.binding.event')}
            rules={[{ required: true, message: t('approval.binding.eventRequired') }]}
          >
            <Select
              disabled={binding !== null}
              options={BINDABLE_EVENTS.map((event) => ({ value: event, label: labels.event(event) }))}
              data-testid="binding-event"
            />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(a: Values, b: Values) => a.event !== b.event}>
            {() =>
              form.getFieldValue('event') === 'formSubmit' ? (
                <Form.Item
                  name="formCode"
                  label={t('approval.binding.formCode')}
                  rules={[rules.required(t('approval.binding.formCode'))]}
                >
                  <Input maxLength={64} disabled={binding !== null} />
                </Form.Item>
              ) : null
            }
          </Form.Item>
          <Form.Item
            name="workflowId"
            label={t('approval.binding.workflow')}
            rules={[{ required: true, message: t('approval.binding.workflowRequired') }]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={workflows.isFetching}
              options={(workflows.data ?? []).map((w) => ({ value: w.id, label: `${w.name} (${w.code})` }))}
              data-testid="binding-workflow"
            />
          </Form.Item>
          <MoneyField
            name="threshold"
            label={t('approval.binding.threshold')}
            extra={t('approval.binding.thresholdHelp')}
          />
          <StatusField />
          <RemarkField max={256} />
        </>
      )}
    </FormModal>
  );
}
