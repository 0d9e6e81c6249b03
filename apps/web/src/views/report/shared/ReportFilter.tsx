import { Flex, Form, Space } from 'antd';
import type { ReactNode } from 'react';
import { LocationField } from './LocationField.tsx';
import { RangeField } from './RangeField.tsx';
import type { DayRange } from './ranges.ts';
import { SearchBar } from '../../../components/list/SearchBar.tsx';

export interface ReportFilterProps<V extends { range: DayRange; locationId?: number }> {
  /** The business date the range shortcuts count from. */
  today: string;
  initialValues: V;
  onSearch(values: V): void;
  /** Extra Form.Items after the date range. */
  children?: ReactNode;
  /** Actions on the right (export). */
  toolbar?: ReactNode;
}

/** The search bar of a report screen: a date range, the stock location, the report's own fields, search and reset. */
export function ReportFilter<V extends { range: DayRange; locationId?: number }>({
  today,
  initialValues,
  onSearch,
  children,
  toolbar,
}: ReportFilterProps<V>) {
  const [form] = Form.useForm<V>();
  return (
    <Flex justify="space-between" align="flex-start" gap={8} wrap className="report-filter">
      <SearchBar<V>
        form={form}
        name="report"
        initialValues={initialValues}
        onSearch={onSearch}
        onReset={() => onSearch(form.getFieldsValue(true) as V)}
      >
        <RangeField today={today} />
        <LocationField />
        {children}
      </SearchBar>
      {toolbar ? <Space wrap>{toolbar}</Space> : null}
    </Flex>
  );
}
