import { Button, Flex, Form, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RangeField } from './RangeField.tsx';
import type { DayRange } from './ranges.ts';
import { useFormName } from '../../../components/form/formName.ts';

export interface ReportFilterProps<V extends { range: DayRange }> {
  /** The business date the range shortcuts count from. */
  today: string;
  initialValues: V;
  onSearch(values: V): void;
  /** Extra Form.Items after the date range. */
  children?: ReactNode;
  /** Actions on the right (export). */
  toolbar?: ReactNode;
}

/** The search bar of a report screen: a date range, the report's own fields, search and reset. */
export function ReportFilter<V extends { range: DayRange }>({
  today,
  initialValues,
  onSearch,
  children,
  toolbar,
}: ReportFilterProps<V>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  const formName = useFormName('report');
  const reset = () => {
    form.resetFields();
    onSearch(form.getFieldsValue(true) as V);
  };
  return (
    <Flex justify="space-between" align="flex-start" gap={8} wrap className="report-filter">
      <Form<V> form={form} name={formName} layout="inline" initialValues={initialValues} onFinish={onSearch}>
        <RangeField today={today} />
        {children}
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('ui.search')}
            </Button>
            <Button onClick={reset}>{t('ui.reset')}</Button>
          </Space>
        </Form.Item>
      </Form>
      {toolbar ? <Space wrap>{toolbar}</Space> : null}
    </Flex>
  );
}
