import type { FormTexts } from '@retail/contracts/api/system/form-model';
import { Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_KEY, FORM_LANGUAGES } from '../../render/contracts.ts';

const SHORT: Record<(typeof FORM_LANGUAGES)[number], string> = { 'zh-cn': '简', en: 'EN', 'zh-tw': '繁' };

interface TextsInputProps {
  label: string;
  value: FormTexts;
  onChange(value: FormTexts): void;
  /** where the inputs' test ids start (`label` gives `label-zh-cn`, `label-en`, `label-zh-tw`) */
  name: string;
  max: number;
}

/** A text in the three languages, one input each. */
export function TextsInput({ label, value, onChange, name, max }: TextsInputProps) {
  const { t } = useTranslation();
  return (
    <Form.Item label={label}>
      <Space orientation="vertical" style={{ width: '100%' }} size={4}>
        {FORM_LANGUAGES.map((lang) => (
          <Input
            key={lang}
            size="small"
            prefix={<span className="fd-lang">{SHORT[lang]}</span>}
            aria-label={`${label} (${t(`language.${lang}`)})`}
            data-testid={`${name}-${lang}`}
            maxLength={max}
            value={value[lang]}
            onChange={(e) => onChange({ ...value, [lang]: e.target.value })}
          />
        ))}
      </Space>
    </Form.Item>
  );
}

interface KeyInputProps {
  value: string;
  /** the other fields' keys */
  taken: ReadonlySet<string>;
  onChange(key: string): void;
}

/**
 * A field's key, committed only while it is a valid identifier no other field has; the message says why not
 * (the form keeps the last good key meanwhile).
 */
export function KeyInput({ value, taken, onChange }: KeyInputProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  // undo or a rename elsewhere changes the key: the input shows it (adjusting state while rendering)
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const problem = !FORM_KEY.test(draft)
    ? t('formDesign.props.keyRule')
    : taken.has(draft)
      ? t('formDesign.props.keyTaken')
      : null;
  return (
    <Form.Item
      label={t('formDesign.props.key')}
      validateStatus={problem ? 'error' : undefined}
      help={problem ?? t('formDesign.props.keyHelp')}
    >
      <Input
        size="small"
        data-testid="prop-key"
        value={draft}
        maxLength={40}
        onChange={(e) => {
          const next = e.target.value;
          setDraft(next);
          if (FORM_KEY.test(next) && !taken.has(next)) onChange(next);
        }}
      />
    </Form.Item>
  );
}
