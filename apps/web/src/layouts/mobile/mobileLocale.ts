import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import zhTW from 'antd-mobile/es/locales/zh-TW';

type MobileLocale = typeof zhCN;

const locales: Record<string, MobileLocale> = { 'zh-cn': zhCN, en: enUS, 'zh-tw': zhTW };

/** antd-mobile's texts (pickers, dialogs, empty states) in the app's language. */
export function mobileLocaleOf(language: string): MobileLocale {
  return locales[language] ?? zhCN;
}
