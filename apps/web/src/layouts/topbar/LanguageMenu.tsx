import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import { Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, switchLanguage } from '../../i18n/index.ts';

/** zh-cn / en / zh-tw: switches live (antd's texts too) and is kept in the theme config. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  return (
    <Dropdown
      menu={{
        selectable: true,
        selectedKeys: [i18n.language],
        items: LANGUAGES.map((language) => ({
          key: language,
          label: <span data-testid={`language-${language}`}>{t(`language.${language}`)}</span>,
          disabled: language === i18n.language,
        })),
        onClick: ({ key }) => void switchLanguage(key as (typeof LANGUAGES)[number]),
      }}
    >
      <button
        type="button"
        className="layout-icon-button"
        aria-label={t('shell.bar.language')}
        data-testid="bar-language"
      >
        <GlobalOutlined />
      </button>
    </Dropdown>
  );
}
