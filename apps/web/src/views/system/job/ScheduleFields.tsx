import { Col, DatePicker, Form, type FormInstance, InputNumber, Radio, Row, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { rules } from '../../../components/form/rules.ts';
import { TRIGGER_TYPES } from './codes.tsx';
import { CronEditor } from './CronEditor.tsx';
import { INTERVAL_UNITS, type IntervalUnit, scheduleBody, type TriggerFormValues } from './schedule.ts';
import { TriggerPreview, useTriggerPreview } from './TriggerPreview.tsx';

const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Where the server's refusal of a schedule shows: on the field of the chosen type. */
export function refusal(error: string | null) {
  return error ? { validateStatus: 'error' as const, help: error } : {};
}

/**
 * The trigger's type and the fields it needs (cron, interval or one time), its start and end, and the server's
 * preview of the schedule, read again as the fields change.
 */
export function ScheduleFields({ form }: { form: FormInstance<TriggerFormValues> }) {
  const { t } = useTranslation();
  const values = Form.useWatch([], form) as Partial<TriggerFormValues> | undefined;
  const type = values?.triggerType ?? 'cron';
  const { preview, error, loading } = useTriggerPreview(scheduleBody(values ?? {}));
  const cron = t('system.job.trigger.cron');
  const interval = t('system.job.trigger.interval');
  const runAt = t('system.job.trigger.runAt');

  return (
    <Row gutter={16}>
      <Col span={24}>
        <Form.Item name="triggerType" label={t('system.job.trigger.triggerType')}>
          <Radio.Group
            optionType="button"
            options={TRIGGER_TYPES.map((value) => ({ value, label: t(`system.job.triggerTypes.${value}`) }))}
          />
        </Form.Item>
      </Col>
      <Col span={24}>
        {type === 'cron' ? (
          <Form.Item
            name="cron"
            label={cron}
            extra={t('system.job.trigger.cronHint')}
            rules={[rules.required(cron), rules.max(cron, 128)]}
            {...refusal(error)}
          >
            <CronEditor />
          </Form.Item>
        ) : type === 'interval' ? (
          <Form.Item label={interval} required {...refusal(error)}>
            <Space.Compact>
              <Form.Item name="interval" noStyle rules={[rules.required(interval)]}>
                <InputNumber min={1} precision={0} style={{ width: 160 }} aria-label={interval} />
              </Form.Item>
              <Form.Item name="intervalUnit" noStyle>
                <Select<IntervalUnit>
                  style={{ width: 110 }}
                  options={(Object.keys(INTERVAL_UNITS) as IntervalUnit[]).map((unit) => ({
                    value: unit,
                    label: t(`system.job.trigger.units.${unit}`),
                  }))}
                />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
        ) : (
          <Form.Item name="runAt" label={runAt} rules={[rules.requiredSelect(runAt)]} {...refusal(error)}>
            <DatePicker showTime format={TIME_FORMAT} />
          </Form.Item>
        )}
      </Col>
      {type === 'once' ? null : (
        <>
          <Col span={12}>
            <Form.Item name="startTime" label={t('system.job.trigger.startTime')}>
              <DatePicker showTime format={TIME_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="endTime" label={t('system.job.trigger.endTime')}>
              <DatePicker showTime format={TIME_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </>
      )}
      <Col span={24}>
        <TriggerPreview preview={preview} loading={loading} />
      </Col>
    </Row>
  );
}
