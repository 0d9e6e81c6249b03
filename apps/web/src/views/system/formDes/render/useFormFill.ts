import type { FormField, FormSchema } from '@retail/contracts/api/system/form-model';
import { useCallback, useMemo, useState } from 'react';
import { formFields, initialFormData, validateFormData } from './contracts.ts';
import { useFormDicts } from './useFormDicts.ts';
import { useFieldErrorText } from './useFieldText.ts';

/**
 * Filling a form in: its values (from the fields' defaults), and what `validateFormData` (the server's own rules)
 * says of them, shown for a field once it has been changed or left, and for all after a submit was tried.
 */
export function useFormFill(schema: FormSchema | undefined) {
  const [values, setValues] = useState<Record<string, unknown>>(() =>
    schema ? initialFormData(schema) : {},
  );
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const dicts = useFormDicts(schema);
  const errorText = useFieldErrorText();

  const errors = useMemo(
    () => (schema ? validateFormData(schema, values, { dictValues: dicts.dictValues }) : []),
    [schema, values, dicts],
  );
  const messages = useMemo(() => {
    const fields = new Map<string, FormField>(
      schema ? formFields(schema).map((p) => [p.field.key, p.field]) : [],
    );
    const shown = new Map<string, string>();
    for (const error of errors) {
      const field = fields.get(error.key);
      if (field && (attempted || touched.has(error.key))) shown.set(error.key, errorText(field, error));
    }
    return shown;
  }, [schema, errors, attempted, touched, errorText]);

  const touch = useCallback((key: string) => setTouched((t) => (t.has(key) ? t : new Set([...t, key]))), []);
  const setValue = useCallback(
    (key: string, value: unknown) => {
      setValues((v) => ({ ...v, [key]: value }));
      touch(key);
    },
    [touch],
  );
  /** Shows every message; true when there is none (and the dictionaries are in). */
  const attempt = useCallback(() => {
    setAttempted(true);
    return dicts.ready && errors.length === 0;
  }, [dicts.ready, errors.length]);
  const reset = useCallback(() => {
    setValues(schema ? initialFormData(schema) : {});
    setTouched(new Set());
    setAttempted(false);
  }, [schema]);

  /** whether the user has changed anything since the start (or the last reset) */
  const dirty = touched.size > 0;
  return { values, setValue, touch, errors, messages, attempt, reset, dirty, ready: dicts.ready };
}
