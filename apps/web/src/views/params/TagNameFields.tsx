import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../i18n/languages.ts';
import type { TagName } from './links.ts';

/** The tag name part of a params form. */
export interface TagNameValues {
  mode: 'plain' | 'i18n';
  plain?: string;
  names?: Partial<Record<Language, string>>;
}

/** The template's example: one name per language. */
export const TAG_NAME_DEFAULTS: TagNameValues = {
  mode: 'i18n',
  plain: '',
  names: { 'zh-cn': '测试用', en: 'test page', 'zh-tw': '測試用' },
};

export function tagNameOf(values: TagNameValues | undefined): TagName {
  return values?.mode === 'plain'
    ? { kind: 'plain', text: values.plain ?? '' }
    : { kind: 'i18n', names: values?.names ?? {} };
}

/** Plain text or one text per language, as spec §2's tag name may be. */
export function TagNameFields() {
  const { t } = useTranslation();
  const mode = Form.useWatch<TagNameValues['mode']>('mode');
  return (
    <>
      <Form.Item name="mode" label={t('demo.params.tagName')} extra={t('demo.params.tagNameHelp')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'i18n', label: t('demo.params.modeI18n') },
            { value: 'plain', label: t('demo.params.modePlain') },
          ]}
        />
      </Form.Item>
      {mode === 'plain' ? (
        <Form.Item name="plain" label={t('demo.params.plainName')} rules={[{ max: 40 }]}>
          <Input allowClear data-testid="params-plain" />
        </Form.Item>
      ) : (
        LANGUAGES.map((language) => (
          <Form.Item
            key={language}
            name={['names', language]}
            label={t(`language.${language}`)}
            rules={[{ max: 40, message: t('ui.tooLong', { field: t(`language.${language}`), max: 40 }) }]}
          >
            <Input allowClear lang={language} data-testid={`params-name-${language}`} />
          </Form.Item>
        ))
      )}
    </>
  );
}
