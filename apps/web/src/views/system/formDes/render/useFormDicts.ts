import type { DictItemOutput } from '@retail/contracts/api/system/dict';
import type { FormField, FormSchema } from '@retail/contracts/api/system/form-model';
import { type DictLanguage, dictItemText } from '@retail/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dictApi, dictTypeKeys } from '../../../../api/system/dict.ts';
import { formFields, textIn } from './contracts.ts';
import type { FormLanguage } from '@retail/contracts/api/system/form-model';

const DICT_STALE_MS = 5 * 60_000;

/** A dictionary's items as every screen reads them (the key `useDict` uses, so the cache is shared). */
const dictQuery = (code: string) => ({
  queryKey: dictTypeKeys.call('dataList', code),
  queryFn: () => dictApi.items(code),
  staleTime: DICT_STALE_MS,
  retry: false,
});

/**
 * The dictionaries a form's choices use, loaded once each: `dictValues` is the rules' context (the values the
 * server checks against too), `ready` once every one has answered (a dictionary that is gone answers too: its
 * choices then take nothing).
 */
export function useFormDicts(schema: FormSchema | undefined) {
  const codes = useMemo(() => {
    const found = new Set<string>();
    for (const { field } of schema ? formFields(schema) : [])
      if (field.options?.source === 'dict') found.add(field.options.code);
    return [...found].sort();
  }, [schema]);
  const results = useQueries({ queries: codes.map(dictQuery) });
  const data = results.map((r) => r.data);
  const ready = results.every((r) => !r.isPending);
  const key = JSON.stringify(data.map((d) => d?.map((i) => i.code) ?? null));
  return useMemo(() => {
    const byCode = new Map<string, DictItemOutput[]>();
    codes.forEach((code, i) => {
      const items = data[i];
      if (items) byCode.set(code, items);
    });
    return { ready, dictValues: (code: string) => byCode.get(code)?.map((i) => i.code) };
    // `key` stands for the loaded items
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [codes, ready, key]);
}

export interface ChoiceOption {
  value: string;
  label: string;
}

/** The options of a choice field in the user's language: listed in the form, or its dictionary's items. */
export function useChoiceOptions(field: FormField): { options: ChoiceOption[]; loading: boolean } {
  const { i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? 'zh-cn') as FormLanguage;
  const dictCode = field.options?.source === 'dict' ? field.options.code : null;
  const dict = useQuery({ ...dictQuery(dictCode ?? ''), enabled: dictCode !== null });
  return useMemo(() => {
    if (field.options?.source === 'static')
      return {
        options: field.options.items.map((o) => ({
          value: o.value,
          label: textIn(o.label, lang) || o.value,
        })),
        loading: false,
      };
    const items = dictCode ? (dict.data ?? []) : [];
    return {
      options: items.map((item) => ({ value: item.code, label: dictItemText(item, lang as DictLanguage) })),
      loading: dict.isFetching,
    };
  }, [field.options, dictCode, dict.data, dict.isFetching, lang]);
}
