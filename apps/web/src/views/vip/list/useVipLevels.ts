import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dictApi } from '../../../api/sysadmin/dict.ts';
import type { EnumOption } from '../../../components/display/EnumTag.tsx';

/**
 * Member levels from the `vip_level` dictionary: the item's value is its Chinese name and its label the
 * English one, so English screens show the label.
 */
export function useVipLevels() {
  const { i18n } = useTranslation();
  const query = useQuery({
    queryKey: ['dict', 'vip_level'],
    queryFn: () => dictApi.items('vip_level'),
    staleTime: 5 * 60_000,
  });
  const english = i18n.resolvedLanguage === 'en';
  return useMemo(() => {
    const options = (query.data ?? []).map((item) => ({
      value: item.code,
      label: english && item.label ? item.label : item.value,
      color: item.tagType === 'danger' ? 'error' : (item.tagType ?? undefined),
    }));
    const tags: Record<string, EnumOption> = Object.fromEntries(options.map((o) => [o.value, o]));
    return { options, tags, loading: query.isFetching };
  }, [query.data, query.isFetching, english]);
}
