import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Translates a menu title key (`menu.goodsList`); a title that is no key shows as it is. */
export function useMenuTitle(): (title: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (title: string) => (i18n.exists(title) ? (t as (key: string) => string)(title) : title),
    // i18n.language: re-create on language change so menus re-render translated
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n, i18n.language],
  );
}
