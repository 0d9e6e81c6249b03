import { useTranslation } from 'react-i18next';
import { LANGUAGES, switchLanguage } from '../i18n/index.ts';
import './language-switch.css';

/**
 * zh-cn / en / zh-tw; the choice is kept in the theme config (`retail:themeConfig`.globalI18n).
 * Plain toggle buttons: the login page's JS budget has no room for antd's Segmented.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <fieldset className="language-switch">
      <legend className="language-switch__legend">{t('language.label')}</legend>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={i18n.language === language}
          onClick={() => void switchLanguage(language)}
        >
          {t(`language.${language}`)}
        </button>
      ))}
    </fieldset>
  );
}
