import { isStrongPassword, passwordStrength } from '@retail/contracts';
import { Button, Form, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../../../../../../api/system/account.ts';
import { feedback } from '../../../../../../components/feedback/feedback.ts';
import { rules } from '../../../../../../components/form/rules.ts';
import { useFormName } from '../../../../../../components/form/formName.ts';
import { errorText } from '../../../../../../components/feedback/errorText.ts';

interface PasswordValues {
  passwordOld: string;
  passwordNew: string;
  confirm: string;
}

const STRENGTH_COLOR = { weak: 'error', medium: 'warning', strong: 'success' } as const;

/** Changing the own password needs the current one; the other sign-ins of this account end. */
export function PasswordForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordValues>();
  const formName = useFormName('password');
  const [saving, setSaving] = useState(false);
  const typed = Form.useWatch('passwordNew', form) ?? '';
  const strength = passwordStrength(typed);
  const save = async (values: PasswordValues) => {
    setSaving(true);
    try {
      await accountApi.changePwd(values.passwordOld, values.passwordNew);
      feedback.success(t('system.center.passwordChanged'));
      form.resetFields();
    } catch (error) {
      feedback.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };
  const current = t('system.center.currentPassword');
  const next = t('system.center.newPassword');
  const confirm = t('system.center.confirmPassword');
  return (
    <Form<PasswordValues>
      form={form}
      name={formName}
      layout="vertical"
      style={{ maxWidth: 420 }}
      onFinish={(v) => void save(v)}
      disabled={saving}
    >
      <Form.Item name="passwordOld" label={current} rules={[rules.required(current)]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="passwordNew"
        label={next}
        rules={[rules.required(next), rules.valid(next, isStrongPassword)]}
        extra={
          <Space>
            {t('system.center.passwordRule')}
            {strength ? (
              <Tag color={STRENGTH_COLOR[strength]}>{t(`system.center.strength.${strength}`)}</Tag>
            ) : null}
          </Space>
        }
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={confirm}
        dependencies={['passwordNew']}
        rules={[
          rules.required(confirm),
          ({ getFieldValue }) => ({
            validator: (_rule, value: unknown) =>
              !value || value === getFieldValue('passwordNew')
                ? Promise.resolve()
                : Promise.reject(new Error(t('system.center.passwordMismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Space>
        <Button onClick={() => form.resetFields()}>{t('ui.reset')}</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('ui.ok')}
        </Button>
      </Space>
    </Form>
  );
}
