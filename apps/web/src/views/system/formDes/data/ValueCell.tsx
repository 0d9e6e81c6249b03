import type { FormField } from '@retail/contracts/api/system/form-model';
import { useTranslation } from 'react-i18next';
import { formValueText, textIn } from '../render/contracts.ts';
import { useChoiceOptions } from '../render/useFormDicts.ts';
import { useFormLanguage } from '../render/useFieldText.ts';

/** A submitted value in a table cell, options by their labels in the reader's language. */
export function ValueCell({ field, value }: { field: FormField; value: unknown }) {
  const { t } = useTranslation();
  const lang = useFormLanguage();
  const { options } = useChoiceOptions(field);
  return formValueText(field, value, {
    lang,
    dictText: (_code, v) => options.find((o) => o.value === v)?.label,
    userName: () => undefined,
    orgName: () => undefined,
    yes: t('ui.yes'),
    no: t('ui.no'),
  });
}

/** A field's column title: its label in the reader's language. */
ValueCell.Title = function ValueCellTitle({ field }: { field: FormField }) {
  const lang = useFormLanguage();
  return textIn(field.label, lang) || field.key;
};
