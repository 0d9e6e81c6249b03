import { yuanText } from './format.ts';

export function YuanText({ value }: { value: number | string | null | undefined }) {
  return <span className="yuan">{yuanText(value)}</span>;
}
