import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import { useTranslation } from 'react-i18next';
import { type Language, LANGUAGES, switchLanguage } from '../../i18n/index.ts';
import { ChoiceMenu } from './ChoiceMenu.tsx';

/** zh-cn / en / zh-tw: switches live (antd's texts too) and is kept in the theme config. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  return (
    <ChoiceMenu
      icon={<GlobalOutlined />}
      label={t('shell.bar.language')}
      testId="language"
      choices={LANGUAGES}
      value={i18n.language as Language}
      text={(language) => t(`language.${language}`)}
      onPick={(language) => void switchLanguage(language)}
    />
  );
}
