import { isEmail, isMobile } from '@retail/contracts';
import { Col, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { rules } from '../../../components/form/rules.ts';

/** Form fields of a person, shared by the user dialog and the own profile (each in a half or full column). */

/** Real name (required), nickname, mobile and e-mail. */
export function NameContactFields() {
  const { t } = useTranslation();
  const realName = t('sysAdmin.user.realName');
  const nickName = t('sysAdmin.user.nickName');
  const phone = t('sysAdmin.user.phone');
  const email = t('sysAdmin.user.email');
  return (
    <>
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
        <Form.Item name="nickName" label={nickName} rules={[rules.max(nickName, 32)]}>
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
    </>
  );
}

export function SexField() {
  const { t } = useTranslation();
  return (
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
  );
}

export function BirthdayField() {
  const { t } = useTranslation();
  return (
    <Col span={12}>
      <Form.Item name="birthday" label={t('sysAdmin.user.birthday')}>
        <Input type="date" />
      </Form.Item>
    </Col>
  );
}

export function AddressField() {
  const { t } = useTranslation();
  const address = t('sysAdmin.user.address');
  return (
    <Col span={24}>
      <Form.Item name="address" label={address} rules={[rules.max(address, 256)]}>
        <Input />
      </Form.Item>
    </Col>
  );
}
