import { type DictLanguage, dictItemText } from '@retail/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dictApi, dictTypeKeys } from '../../api/system/dict.ts';
import type { EnumOption } from './EnumTag.tsx';

/**
 * The enabled items of a dictionary, named in the user's language (zh-cn: value, en: label, zh-tw: extData
 * "zh-tw"): `options` for a select, `tags` for EnumTag and `text(code)` for a plain cell; an unknown code shows
 * as it is.
 */
export function useDict(code: string) {
  const { i18n } = useTranslation();
  const query = useQuery({
    queryKey: dictTypeKeys.call('dataList', code),
    queryFn: () => dictApi.items(code),
    staleTime: 5 * 60_000,
  });
  const lang = (i18n.resolvedLanguage ?? 'zh-cn') as DictLanguage;
  return useMemo(() => {
    const options = (query.data ?? []).map((item) => ({
      value: item.code,
      label: dictItemText(item, lang),
      color: item.tagType === 'danger' ? 'error' : (item.tagType ?? undefined),
    }));
    const tags: Record<string, EnumOption> = Object.fromEntries(options.map((o) => [o.value, o]));
    const text = (value: string | null | undefined) =>
      value === null || value === undefined || value === '' ? '' : String(tags[value]?.label ?? value);
    return { options, tags, text, loading: query.isFetching };
  }, [query.data, query.isFetching, lang]);
}
