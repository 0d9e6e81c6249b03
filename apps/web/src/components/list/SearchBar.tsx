import { Button, Form, type FormInstance, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useClickGuard } from '../actions/clickGuard.ts';
import { useFormName } from '../form/formName.ts';

interface SearchBarProps<F> {
  form: FormInstance<F>;
  /** Prefix of the form's unique name (kept-alive screens must not share field ids). */
  name: string;
  initialValues?: Partial<F>;
  onSearch(values: F): void;
  /** After the fields are reset. */
  onReset(): void;
  /** The Form.Item fields. */
  children: ReactNode;
}

/** A list's inline search form with its search and reset buttons. */
export function SearchBar<F>({ form, name, initialValues, onSearch, onReset, children }: SearchBarProps<F>) {
  const { t } = useTranslation();
  const formName = useFormName(name);
  const search = useClickGuard(onSearch);
  const reset = useClickGuard(() => {
    form.resetFields();
    onReset();
  });
  return (
    <Form<F>
      form={form}
      name={formName}
      layout="inline"
      className="list-page-filters"
      initialValues={initialValues}
      onFinish={search}
    >
      {children}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('ui.search')}
          </Button>
          <Button onClick={() => reset()}>{t('ui.reset')}</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
