import { isEmail, isMobile } from '@retail/contracts';
import { Col, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/fields.tsx';
import { rules } from '../../../components/form/rules.ts';

/** Form fields of a person, shared by the user dialog and the own profile (each in a half or full column). */

/** Real name (required), nickname, mobile and e-mail. */
export function NameContactFields() {
  const { t } = useTranslation();
  const phone = t('system.user.phone');
  const email = t('system.user.email');
  return (
    <>
      <TextField span={12} name="realName" label={t('system.user.realName')} max={32} required />
      <TextField span={12} name="nickName" label={t('system.user.nickName')} max={32} />
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
    </>
  );
}

export function SexField() {
  const { t } = useTranslation();
  return (
    <Col span={12}>
      <Form.Item name="sex" label={t('system.user.sex')}>
        <Select
          options={[
            { value: 1, label: t('system.user.sex1') },
            { value: 2, label: t('system.user.sex2') },
            { value: 3, label: t('system.user.sex3') },
          ]}
        />
      </Form.Item>
    </Col>
  );
}

export function BirthdayField() {
  const { t } = useTranslation();
  return (
    <Col span={12}>
      <Form.Item name="birthday" label={t('system.user.birthday')}>
        <Input type="date" />
      </Form.Item>
    </Col>
  );
}

export function AddressField() {
  const { t } = useTranslation();
  return <TextField span={24} name="address" label={t('system.user.address')} max={256} />;
}
