import type { FormField, FormLanguage, FormPattern } from '@retail/contracts/api/system/form-model';
import type { FormFieldError } from '@retail/contracts/api/system/form-rules';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldName } from './contracts.ts';

/** The user's language as the form model names it. */
export function useFormLanguage(): FormLanguage {
  const { i18n } = useTranslation();
  return (i18n.resolvedLanguage ?? 'zh-cn') as FormLanguage;
}

/**
 * A field error in the user's language, naming the field by its label (`手机号码：不是有效的手机号码`): the same
 * texts the server answers with.
 */
export function useFieldErrorText() {
  const { t } = useTranslation();
  const lang = useFormLanguage();
  return useCallback(
    (field: FormField, error: FormFieldError) => {
      const params: Record<string, string | number> = { ...error.params, field: fieldName(field, lang) };
      if (error.code === 'pattern')
        params.rule = t(`formDesign.pattern.${error.params.pattern as FormPattern}`);
      return t(`formDesign.rule.${error.code}`, params);
    },
    [t, lang],
  );
}
