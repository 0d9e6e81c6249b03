import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/index.ts';
import { tagsViewNameText } from '../../app/title.ts';
import { useMenuTitle } from '../parts/useMenuTitle.ts';

/** A tag's label: `tagsViewName` from its query (plain or the JSON language form), else the menu title. */
export function useTagTitle(): (title: string, search: string) => string {
  useTranslation();
  const menuTitle = useMenuTitle();
  return (title, search) =>
    tagsViewNameText(new URLSearchParams(search).get('tagsViewName'), currentLanguage()) ?? menuTitle(title);
}
