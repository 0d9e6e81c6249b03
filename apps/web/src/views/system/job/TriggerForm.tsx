import type { JobTriggerOutput } from '@retail/contracts/api/system/job';
import { Col, Form, Input, InputNumber, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { jobApi } from '../../../api/system/job.ts';
import { TextField } from '../../../components/form/fields.tsx';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { rules } from '../../../components/form/rules.ts';
import { JOB_KEY } from './jobKey.ts';
import { NEW_TRIGGER, scheduleBody, type TriggerFormValues, triggerFormValues } from './schedule.ts';
import { ScheduleFields } from './ScheduleFields.tsx';

export interface TriggerTarget {
  jobId: string;
  /** null: add a trigger to the job */
  row: JobTriggerOutput | null;
}

interface TriggerFormProps {
  open: boolean;
  target: TriggerTarget | null;
  onClose(): void;
  onSaved(): void;
}

/** Add or edit a job's trigger: when it fires (cron with seconds, interval or once), its limits, a preview. */
export function TriggerForm({ open, target, onClose, onSaved }: TriggerFormProps) {
  const { t } = useTranslation();
  const row = target?.row ?? null;
  const initialValues = useMemo(() => (row ? triggerFormValues(row) : NEW_TRIGGER), [row]);

  const save = (values: TriggerFormValues) => {
    const body = {
      jobId: target?.jobId ?? '',
      triggerId: values.triggerId.trim(),
      ...scheduleBody(values),
      description: values.description ?? null,
      maxNumberOfRuns: values.maxNumberOfRuns ?? 0,
    };
    return row ? jobApi.updateTrigger({ ...body, id: row.id }) : jobApi.addTrigger(body);
  };

  const triggerId = t('system.job.trigger.triggerId');
  const params = { jobId: target?.jobId ?? '' };
  return (
    <FormModal<TriggerFormValues>
      open={open}
      title={row ? t('system.job.dialog.editTrigger', params) : t('system.job.dialog.addTrigger', params)}
      initialValues={initialValues}
      onSubmit={save}
      onClose={onClose}
      onSaved={onSaved}
      width={820}
    >
      {(form) => (
        <>
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item
                name="triggerId"
                label={triggerId}
                extra={t('system.job.jobIdHint')}
                rules={[rules.required(triggerId), rules.valid(triggerId, (v) => JOB_KEY.test(v.trim()))]}
              >
                <Input disabled={row !== null} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="maxNumberOfRuns"
                label={t('system.job.trigger.maxRuns')}
                extra={t('system.job.trigger.maxRunsHint')}
              >
                <InputNumber min={0} max={1_000_000_000} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <TextField span={24} name="description" label={t('system.job.description')} max={128} />
          </Row>
          <ScheduleFields form={form} />
        </>
      )}
    </FormModal>
  );
}
