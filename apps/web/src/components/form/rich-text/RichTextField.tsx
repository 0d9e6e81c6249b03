import { Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isBlankHtml } from './commands.ts';
import { RichTextEditor } from './RichTextEditor.tsx';

interface RichTextFieldProps {
  name: string;
  label: string;
  required?: boolean;
  extra?: ReactNode;
}

/** Formatted text edited in the rich-text editor; a required one refuses markup with no text in it. */
export function RichTextField({ name, label, required, extra }: RichTextFieldProps) {
  const { t } = useTranslation();
  const rules = required
    ? [
        {
          validator: (_rule: unknown, value: string | undefined) =>
            isBlankHtml(value)
              ? Promise.reject(new Error(t('ui.required', { field: label })))
              : Promise.resolve(),
        },
      ]
    : [];
  return (
    <Form.Item name={name} label={label} rules={rules} extra={extra}>
      <RichTextEditor />
    </Form.Item>
  );
}
