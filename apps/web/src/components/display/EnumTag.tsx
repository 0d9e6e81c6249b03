import { Tag } from 'antd';
import type { ReactNode } from 'react';

export interface EnumOption {
  label: ReactNode;
  /** antd tag colour (success, error, processing, warning, default or a colour name). */
  color?: string;
}

/** A coded value (status, kind, payment method) shown as a coloured tag with its label. */
export function EnumTag<K extends string | number>({
  value,
  options,
}: {
  value: K | null | undefined;
  options: Partial<Record<K, EnumOption>>;
}) {
  if (value === null || value === undefined) return null;
  const option = options[value];
  return <Tag color={option?.color ?? 'default'}>{option?.label ?? String(value)}</Tag>;
}
