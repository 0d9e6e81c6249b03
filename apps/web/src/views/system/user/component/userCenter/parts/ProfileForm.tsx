import type { BaseInfoBody, UserOutput } from '@retail/contracts/api/system/user';
import { Button, Col, Form, Input, Row } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../../../../../../api/system/account.ts';
import { feedback } from '../../../../../../components/feedback/feedback.ts';
import { rules } from '../../../../../../components/form/rules.ts';
import { useFormName } from '../../../../../../components/form/formName.ts';
import { AddressField, BirthdayField, NameContactFields, SexField } from '../../../PersonFields.tsx';
import { errorText } from '../../../../../../components/feedback/errorText.ts';

/** The own profile: name, contact details, birthday, sex, address and introduction. */
export function ProfileForm({ profile, onSaved }: { profile: UserOutput; onSaved(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BaseInfoBody>();
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
  const save = async (values: BaseInfoBody) => {
    setSaving(true);
    try {
      await accountApi.updateProfile(values);
      feedback.success(t('ui.saved'));
      onSaved();
    } catch (error) {
      feedback.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form<BaseInfoBody>
      form={form}
      name={formName}
      layout="vertical"
      onFinish={(v) => void save(v)}
      disabled={saving}
    >
      <Row gutter={16}>
        <NameContactFields />
        <BirthdayField />
        <SexField />
        <AddressField />
        <Col span={24}>
          <Form.Item
            name="introduction"
            label={t('system.center.introduction')}
            rules={[rules.max(t('system.center.introduction'), 512)]}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('system.center.saveProfile')}
      </Button>
    </Form>
  );
}
