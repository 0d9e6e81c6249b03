import type { FormSchema } from '@retail/contracts/api/system/form-model';
import { Alert, Button, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../components/feedback/errorText.ts';
import { FormRenderer } from './FormRenderer.tsx';
import { useFormFill } from './useFormFill.ts';

export interface FillFormProps {
  schema: FormSchema;
  /** sends the values (submit); without it the form is a preview whose button only checks them */
  onSubmit?(values: Record<string, unknown>): Promise<unknown>;
  /** whether the user has entered anything (a drawer asks before it closes) */
  onDirty?(dirty: boolean): void;
}

/**
 * A form being filled in, checked by the shared rules as the user types; its button checks all fields and, when
 * there is a submit, sends them (the server's refusal, which names the fields, is shown above the button).
 */
export function FillForm({ schema, onSubmit, onDirty }: FillFormProps) {
  const { t } = useTranslation();
  const fill = useFormFill(schema);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const { dirty } = fill;

  useEffect(() => onDirty?.(dirty), [dirty, onDirty]);

  const go = async () => {
    setRefusal(null);
    setChecked(false);
    if (!fill.attempt()) {
      // the first field with a message comes into view
      requestAnimationFrame(() =>
        root.current?.querySelector('.ant-form-item-has-error')?.scrollIntoView({ block: 'center' }),
      );
      return;
    }
    if (!onSubmit) {
      setChecked(true);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(fill.values);
    } catch (error) {
      setRefusal(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div ref={root} className="form-fill">
      <FormRenderer
        schema={schema}
        values={fill.values}
        messages={fill.messages}
        onChange={(key, value) => {
          setChecked(false);
          fill.setValue(key, value);
        }}
        onBlur={fill.touch}
        disabled={busy}
      />
      {refusal ? <Alert type="error" showIcon title={refusal} className="form-fill__alert" /> : null}
      {checked ? (
        <Alert type="success" showIcon title={t('formDesign.render.checked')} className="form-fill__alert" />
      ) : null}
      <Space>
        <Button type="primary" loading={busy} disabled={!fill.ready} onClick={() => void go()}>
          {onSubmit ? t('formDesign.render.submit') : t('formDesign.render.check')}
        </Button>
        <Button
          disabled={busy}
          onClick={() => {
            fill.reset();
            setRefusal(null);
            setChecked(false);
          }}
        >
          {t('formDesign.render.reset')}
        </Button>
      </Space>
    </div>
  );
}
