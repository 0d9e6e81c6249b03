import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { currentLanguage } from '../../i18n/index.ts';
import { pageTitle } from '../title.ts';

/** Sets the browser title by the rule of spec §2 (tag name from the query or params wins). */
export function useDocumentTitle(
  routeTitle: string | null,
  params?: Record<string, string | undefined>,
): void {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const tagsViewName = search.get('tagsViewName') ?? params?.tagsViewName ?? null;
  const title = pageTitle(routeTitle, tagsViewName, t('app.title'), currentLanguage());
  useEffect(() => {
    document.title = title;
  }, [title, i18n.language]);
}
