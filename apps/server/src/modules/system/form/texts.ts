import type { FormIssue } from '@retail/contracts/api/system/form-check';
import {
  type FormField,
  type FormSchema,
  fieldName,
  formFields,
} from '@retail/contracts/api/system/form-model';
import type { FormFieldError } from '@retail/contracts/api/system/form-rules';
import type { Language } from '../../../platform/i18n/language.ts';
import { type MessageKey, translateChecked } from '../../../platform/i18n/messages.ts';

/** `手机号码：不是有效的手机号码`: a field error of a submission in a language, naming the field by its label. */
export function fieldErrorText(lang: Language, field: FormField | undefined, error: FormFieldError): string {
  const params: Record<string, string | number> = {
    ...error.params,
    field: field ? fieldName(field, lang) : error.key,
  };
  if (error.code === 'pattern')
    params.rule = translateChecked(lang, `form.pattern.${String(error.params.pattern)}` as MessageKey, {});
  return translateChecked(lang, `form.rule.${error.code}` as MessageKey, params);
}

/** Every field error of a submission, joined as one message (`a: …; b: …`). */
export function fieldErrorsText(lang: Language, schema: FormSchema, errors: FormFieldError[]): string {
  const byKey = new Map(formFields(schema).map((p) => [p.field.key, p.field]));
  const separator = lang === 'en' ? '; ' : '；';
  return errors.map((e) => fieldErrorText(lang, byKey.get(e.key), e)).join(separator);
}

/** A publish issue in a language, naming its node. */
export function issueText(lang: Language, issue: FormIssue): string {
  return translateChecked(lang, `form.issue.${issue.code}` as MessageKey, {
    ...issue.params,
    name: issue.name ?? '',
  });
}
