import type { Locale } from 'antd/es/locale';
import type { messages } from './locales/zh-cn.ts';

/** Same keys as the zh-cn set, every leaf a string: each language must translate every text. */
type MessageShape<T> = { [K in keyof T]: T[K] extends string ? string : MessageShape<T[K]> };
export type Messages = MessageShape<typeof messages>;

/** One language's app messages plus antd's component locale, loaded together. */
export interface LocaleBundle {
  messages: Messages;
  antd: Locale;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
