import { Tag } from 'antd';
import { useDict } from './useDict.ts';

/** A dictionary value shown as its item's tag in the user's language (an unknown value as it is). */
export function DictText({ code, value }: { code: string; value: string | null | undefined }) {
  const dict = useDict(code);
  if (value === null || value === undefined || value === '') return null;
  const item = dict.tags[value];
  return item ? <Tag color={item.color}>{item.label}</Tag> : <>{value}</>;
}
