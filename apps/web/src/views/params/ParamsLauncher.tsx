import { Alert, Card, Form, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormName } from '../../components/form/formName.ts';
import { RippleButton } from '../../components/ripple/RippleButton.tsx';
import { TAG_NAME_DEFAULTS, TagNameFields, type TagNameValues } from './TagNameFields.tsx';
import './params.css';

interface Props<V extends TagNameValues> {
  formPrefix: string;
  title: string;
  intro: string;
  initialValues: V;
  /** the form's own fields (before the tag name) */
  children: ReactNode;
  /** the details address these values open */
  linkOf(values: V): string;
}

/**
 * A params page: the fields to send, the tag name (plain or per language), the address they make, and a button
 * that opens the details page at that address (a new tag per address).
 */
export function ParamsLauncher<V extends TagNameValues>({
  formPrefix,
  title,
  intro,
  initialValues,
  children,
  linkOf,
}: Props<V>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<V>();
  const name = useFormName(formPrefix);
  const values = Form.useWatch([], { form, preserve: true }) as V | undefined;
  const link = linkOf({ ...initialValues, ...values });

  return (
    <Card title={title} className="demo-params">
      <Alert type="info" showIcon title={intro} className="demo-params__intro" />
      <Form<V>
        form={form}
        name={name}
        layout="vertical"
        initialValues={{ ...TAG_NAME_DEFAULTS, ...initialValues }}
        onFinish={(finished) => void navigate(linkOf({ ...initialValues, ...finished }))}
        className="demo-params__form"
      >
        {children}
        <TagNameFields />
        <Form.Item label={t('demo.params.link')}>
          <Typography.Text code copyable data-testid="params-link">
            {link}
          </Typography.Text>
        </Form.Item>
        <RippleButton type="primary" htmlType="submit" ripple="light" data-testid="params-open">
          {t('demo.params.open')}
        </RippleButton>
      </Form>
    </Card>
  );
}
