import type { JobDetailOutput, JobTypeOutput } from '@retail/contracts/api/system/job';
import { Col, Form, type FormInstance, Input, InputNumber, Row, Select, Switch, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { jobApi } from '../../../api/system/job.ts';
import { TextField } from '../../../components/form/fields.tsx';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { rules } from '../../../components/form/rules.ts';
import { JOB_KEY } from './jobKey.ts';
import { PARAMS, ParamsFields } from './ParamsFields.tsx';
import { formToParams, paramFields, paramsToForm } from './paramsSchema.ts';
import { useJobTypes } from './useJobTypes.ts';

interface JobFormValues {
  jobId: string;
  groupName?: string;
  jobType: string;
  description?: string;
  concurrent: boolean;
  /** seconds in the dialog, milliseconds in the API */
  timeout?: number | null;
  [PARAMS]?: Record<string, unknown>;
}

interface JobFormProps {
  open: boolean;
  /** null: add; a job: edit (its type and id stay) */
  row: JobDetailOutput | null;
  onClose(): void;
  onSaved(): void;
}

/** What a job of this type starts with: the type's overlap rule and its parameters' defaults. */
function typeDefaults(type: JobTypeOutput | undefined): Partial<JobFormValues> {
  return {
    concurrent: type?.concurrent ?? false,
    timeout: null,
    [PARAMS]: paramsToForm(paramFields(type?.paramsSchema), undefined),
  };
}

/** Add or edit a job: its id, group, type (with the type's parameter form), overlap rule and timeout. */
export function JobForm({ open, row, onClose, onSaved }: JobFormProps) {
  const { t } = useTranslation();
  const types = useJobTypes();
  const { byType } = types;

  const initialValues = useMemo<Partial<JobFormValues>>(() => {
    if (!row) return { groupName: 'default', ...typeDefaults(undefined) };
    const type = byType.get(row.jobType);
    return {
      jobId: row.jobId,
      groupName: row.groupName,
      jobType: row.jobType,
      description: row.description ?? '',
      concurrent: row.concurrent,
      timeout: type && row.timeoutMs === type.timeoutMs ? null : row.timeoutMs / 1000,
      [PARAMS]: paramsToForm(paramFields(type?.paramsSchema), row.properties),
    };
  }, [row, byType]);

  const save = (values: JobFormValues) => {
    const type = byType.get(values.jobType);
    const fields = paramFields(type?.paramsSchema);
    // an emptied timeout on edit goes back to the type's (absent would keep the job's own)
    const timeoutMs = values.timeout ? Math.round(values.timeout * 1000) : row ? type?.timeoutMs : undefined;
    const common = {
      jobId: values.jobId,
      groupName: values.groupName,
      description: values.description ?? null,
      concurrent: values.concurrent,
      properties: formToParams(fields, values[PARAMS]),
      ...(timeoutMs ? { timeoutMs } : {}),
    };
    return row
      ? jobApi.update({ ...common, id: row.id })
      : jobApi.add({ ...common, jobType: values.jobType });
  };

  const jobId = t('system.job.jobId');
  const jobType = t('system.job.jobType');
  return (
    <FormModal<JobFormValues>
      open={open}
      title={row ? t('system.job.dialog.editJob') : t('system.job.dialog.addJob')}
      initialValues={initialValues}
      onSubmit={save}
      onClose={onClose}
      onSaved={onSaved}
      width={760}
    >
      {(form) => (
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="jobId"
              label={jobId}
              extra={t('system.job.jobIdHint')}
              rules={[rules.required(jobId), rules.valid(jobId, (v) => JOB_KEY.test(v.trim()))]}
            >
              <Input disabled={row !== null} />
            </Form.Item>
          </Col>
          <TextField span={12} name="groupName" label={t('system.job.groupName')} max={64} required />
          <Col span={24}>
            <Form.Item name="jobType" label={jobType} rules={[rules.requiredSelect(jobType)]}>
              <Select
                disabled={row !== null}
                loading={types.isLoading}
                showSearch={{ optionFilterProp: 'label' }}
                options={(types.data ?? []).map((type) => ({
                  value: type.jobType,
                  label: `${type.title} (${type.jobType})`,
                }))}
                onChange={(value: string) => form.setFieldsValue(typeDefaults(byType.get(value)))}
              />
            </Form.Item>
          </Col>
          <TypeDescription form={form} types={byType} />
          <TextField span={24} name="description" label={t('system.job.description')} max={128} />
          <Col span={12}>
            <Form.Item
              name="concurrent"
              label={t('system.job.concurrent')}
              valuePropName="checked"
              extra={t('system.job.concurrentHint')}
            >
              <Switch />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item noStyle dependencies={['jobType']}>
              {() => {
                const typeTimeoutMs = byType.get(form.getFieldValue('jobType') as string)?.timeoutMs;
                return (
                  <Form.Item
                    name="timeout"
                    label={t('system.job.timeout')}
                    extra={
                      typeTimeoutMs === undefined
                        ? t('system.job.timeoutHintNoType')
                        : t('system.job.timeoutHint', { seconds: typeTimeoutMs / 1000 })
                    }
                  >
                    <InputNumber min={1} max={6 * 3600} precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                );
              }}
            </Form.Item>
          </Col>
          <Col span={24}>
            <Typography.Title level={5}>{t('system.job.params')}</Typography.Title>
            <Form.Item noStyle dependencies={['jobType']}>
              {() => (
                <ParamsFields
                  fields={paramFields(byType.get(form.getFieldValue('jobType') as string)?.paramsSchema)}
                />
              )}
            </Form.Item>
          </Col>
        </Row>
      )}
    </FormModal>
  );
}

/** The chosen type's description, under the picker. */
function TypeDescription({
  form,
  types,
}: {
  form: FormInstance<JobFormValues>;
  types: ReadonlyMap<string, JobTypeOutput>;
}) {
  return (
    <Form.Item noStyle dependencies={['jobType']}>
      {() => {
        const type = types.get(form.getFieldValue('jobType') as string);
        return type ? (
          <Col span={24}>
            <Typography.Paragraph type="secondary" data-testid="job-type-description">
              {type.description}
            </Typography.Paragraph>
          </Col>
        ) : null;
      }}
    </Form.Item>
  );
}
