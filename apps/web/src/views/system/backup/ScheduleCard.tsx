import type { BackupSettingInput } from '@retail/contracts/api/system/backup';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, InputNumber, Row, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { backupApi, backupKeys } from '../../../api/system/backup.ts';
import { errorText } from '../../../components/feedback/errorText.ts';
import { feedback } from '../../../components/feedback/feedback.ts';
import { rules } from '../../../components/form/rules.ts';
import { CronEditor } from '../job/CronEditor.tsx';
import { refusal } from '../job/ScheduleFields.tsx';
import { TriggerPreview, useTriggerPreview } from '../job/TriggerPreview.tsx';
import '../job/job.css';

const settingKey = backupKeys.call('setting');

/** The next run as the server computed it for the saved schedule. */
function NextRun({ enabled, time }: { enabled: boolean; time: string | null }) {
  const { t } = useTranslation();
  return (
    <Typography.Text type="secondary" data-testid="backup-next-run">
      {enabled && time ? t('backup.schedule.nextRunTime', { time }) : t('backup.schedule.off')}
    </Typography.Text>
  );
}

/**
 * The schedule of the `sys.backup` job: on or off, its cron (the job screen's editor and preview), how many
 * scheduled archives are kept and for how long, and whether they include the uploaded files.
 */
export function ScheduleCard() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm<BackupSettingInput>();
  const [saving, setSaving] = useState(false);
  const setting = useQuery({ queryKey: settingKey, queryFn: ({ signal }) => backupApi.setting(signal) });
  const cron = Form.useWatch('cron', form);
  const { preview, error, loading } = useTriggerPreview({ triggerType: 'cron', cron: cron?.trim() ?? null });

  useEffect(() => {
    if (setting.data) form.setFieldsValue(setting.data);
  }, [setting.data, form]);

  const save = async () => {
    let values: BackupSettingInput;
    try {
      values = await form.validateFields();
    } catch {
      return; // each field shows its message
    }
    setSaving(true);
    try {
      await backupApi.updateSetting({ ...values, cron: values.cron.trim() });
      feedback.success(t('ui.saved'));
      await client.invalidateQueries({ queryKey: settingKey });
    } catch (failure) {
      feedback.error(errorText(failure));
    } finally {
      setSaving(false);
    }
  };

  const cronLabel = t('system.job.trigger.cron');
  const keep = (name: 'keepCount' | 'keepDays', max: number) => (
    <Form.Item name={name} label={t(`backup.schedule.${name}`)} extra={t('backup.schedule.keepHint')}>
      <InputNumber min={0} max={max} precision={0} style={{ width: '100%' }} />
    </Form.Item>
  );

  return (
    <Card
      title={t('backup.schedule.title')}
      loading={!setting.data && setting.isFetching}
      extra={setting.data ? <NextRun enabled={setting.data.enabled} time={setting.data.nextRunTime} /> : null}
      data-testid="backup-schedule"
    >
      {setting.error ? <Alert type="error" showIcon title={errorText(setting.error)} /> : null}
      <Form<BackupSettingInput> form={form} name="backup-schedule" layout="vertical" disabled={saving}>
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item name="enabled" label={t('backup.schedule.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            {keep('keepCount', 1000)}
          </Col>
          <Col xs={12} md={6}>
            {keep('keepDays', 3650)}
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="includeFiles" label={t('backup.includeFiles')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={24} lg={14}>
            <Form.Item
              name="cron"
              label={cronLabel}
              extra={t('system.job.trigger.cronHint')}
              rules={[rules.required(cronLabel), rules.max(cronLabel, 64)]}
              {...refusal(error)}
            >
              <CronEditor />
            </Form.Item>
          </Col>
          <Col xs={24} lg={10}>
            <TriggerPreview preview={preview} loading={loading} />
          </Col>
        </Row>
        <Button type="primary" loading={saving} onClick={() => void save()} style={{ marginTop: 16 }}>
          {t('backup.schedule.save')}
        </Button>
      </Form>
    </Card>
  );
}
