import { isEmail, isMobile } from '@retail/contracts';
import { Button, Col, Form, Input, Row, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ProfileInput, accountApi } from '../../../../../../api/system/account.ts';
import type { UserRow } from '../../../../../../api/system/user.ts';
import { feedback } from '../../../../../../components/feedback/feedback.ts';
import { rules } from '../../../../../../components/form/rules.ts';
import { useFormName } from '../../../../../../components/form/formName.ts';

/** The own profile: name, contact details, birthday, sex, address and introduction. */
export function ProfileForm({ profile, onSaved }: { profile: UserRow; onSaved(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProfileInput>();
  const formName = useFormName('profile');
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    form.setFieldsValue({
      realName: profile.realName,
      nickName: profile.nickName,
      phone: profile.phone,
      email: profile.email,
      sex: profile.sex as 1 | 2 | 3,
      birthday: profile.birthday,
      address: profile.address,
      introduction: profile.introduction,
    });
  }, [profile, form]);
  const save = async (values: ProfileInput) => {
    setSaving(true);
    try {
      await accountApi.updateProfile(values);
      feedback.success(t('ui.saved'));
      onSaved();
    } catch (error) {
      feedback.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };
  const realName = t('sysAdmin.user.realName');
  const phone = t('sysAdmin.user.phone');
  const email = t('sysAdmin.user.email');
  return (
    <Form<ProfileInput>
      form={form}
      name={formName}
      layout="vertical"
      onFinish={(v) => void save(v)}
      disabled={saving}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="realName"
            label={realName}
            rules={[rules.required(realName), rules.max(realName, 32)]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="nickName"
            label={t('sysAdmin.user.nickName')}
            rules={[rules.max(t('sysAdmin.user.nickName'), 32)]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="phone" label={phone} rules={[rules.valid(phone, isMobile)]}>
            <Input />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="email" label={email} rules={[rules.valid(email, isEmail)]}>
            <Input />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="birthday" label={t('sysAdmin.user.birthday')}>
            <Input type="date" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="sex" label={t('sysAdmin.user.sex')}>
            <Select
              options={[
                { value: 1, label: t('sysAdmin.user.sex1') },
                { value: 2, label: t('sysAdmin.user.sex2') },
                { value: 3, label: t('sysAdmin.user.sex3') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="address"
            label={t('sysAdmin.user.address')}
            rules={[rules.max(t('sysAdmin.user.address'), 256)]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="introduction"
            label={t('sysAdmin.center.introduction')}
            rules={[rules.max(t('sysAdmin.center.introduction'), 512)]}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('sysAdmin.center.saveProfile')}
      </Button>
    </Form>
  );
}
