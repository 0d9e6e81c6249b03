import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { FormOption, FormOptions } from '@retail/contracts/api/system/form-model';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Radio, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { dictApi, dictTypeKeys } from '../../../../../api/system/dict.ts';
import { FORM_LIMITS, FORM_LANGUAGES } from '../../render/contracts.ts';
import { freeName } from '../state/newNode.ts';

interface OptionsEditorProps {
  id: string;
  value: FormOptions | null;
  /** `group`: typing in one input is one step of the history */
  onChange(options: FormOptions, group?: string): void;
}

/** A choice's options: listed here (value and label in three languages), or a dictionary's items. */
export function OptionsEditor({ id, value, onChange }: OptionsEditorProps) {
  const { t } = useTranslation();
  const source = value?.source ?? 'static';
  const types = useQuery({
    queryKey: dictTypeKeys.call('list'),
    queryFn: ({ signal }) => dictApi.typeList(signal),
    enabled: source === 'dict',
    staleTime: 60_000,
  });
  const items = value?.source === 'static' ? value.items : [];
  const setItems = (next: FormOption[], group?: string) => onChange({ source: 'static', items: next }, group);
  const edit = (i: number, option: FormOption, part: string) =>
    setItems(
      items.map((o, at) => (at === i ? option : o)),
      `options:${id}:${i}:${part}`,
    );
  const move = (i: number, by: number) => {
    const next = [...items];
    const [moved] = next.splice(i, 1);
    next.splice(i + by, 0, moved as FormOption);
    setItems(next);
  };
  return (
    <>
      <Form.Item label={t('formDesign.options.source')}>
        <Radio.Group
          size="small"
          value={source}
          data-testid="options-source"
          options={[
            { value: 'static', label: t('formDesign.options.static') },
            { value: 'dict', label: t('formDesign.options.dict') },
          ]}
          onChange={(e) =>
            onChange(
              e.target.value === 'dict' ? { source: 'dict', code: '' } : { source: 'static', items: [] },
            )
          }
        />
      </Form.Item>
      {value?.source === 'dict' ? (
        <Form.Item label={t('formDesign.options.dictCode')}>
          <Select
            size="small"
            showSearch={{ optionFilterProp: 'label' }}
            data-testid="options-dict"
            loading={types.isFetching}
            value={value.code || undefined}
            options={(types.data ?? []).map((d) => ({ value: d.code, label: `${d.name} (${d.code})` }))}
            onChange={(code: string) => onChange({ source: 'dict', code })}
          />
        </Form.Item>
      ) : (
        <Form.Item label={t('formDesign.options.items')}>
          <Space orientation="vertical" style={{ width: '100%' }} size={8}>
            {items.map((option, i) => (
              <div key={i} className="fd-option" data-testid={`option-${i}`}>
                <Space.Compact style={{ width: '100%' }}>
                  <Input
                    size="small"
                    aria-label={t('formDesign.options.value')}
                    placeholder={t('formDesign.options.value')}
                    value={option.value}
                    maxLength={64}
                    onChange={(e) => edit(i, { ...option, value: e.target.value }, 'value')}
                  />
                  <Button
                    size="small"
                    icon={<ArrowUpOutlined />}
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                  />
                  <Button
                    size="small"
                    icon={<ArrowDownOutlined />}
                    disabled={i === items.length - 1}
                    onClick={() => move(i, 1)}
                  />
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('formDesign.options.remove')}
                    onClick={() => setItems(items.filter((_, at) => at !== i))}
                  />
                </Space.Compact>
                {FORM_LANGUAGES.map((lang) => (
                  <Input
                    key={lang}
                    size="small"
                    aria-label={`${t('formDesign.options.label')} (${t(`language.${lang}`)})`}
                    placeholder={`${t('formDesign.options.label')} (${t(`language.${lang}`)})`}
                    maxLength={64}
                    value={option.label[lang]}
                    onChange={(e) =>
                      edit(i, { ...option, label: { ...option.label, [lang]: e.target.value } }, lang)
                    }
                  />
                ))}
              </div>
            ))}
            <Button
              size="small"
              icon={<PlusOutlined />}
              disabled={items.length >= FORM_LIMITS.options}
              onClick={() => {
                const value = freeName('', new Set(items.map((o) => o.value)));
                setItems([...items, { value, label: { 'zh-cn': value, en: value, 'zh-tw': value } }]);
              }}
            >
              {t('formDesign.options.add')}
            </Button>
          </Space>
        </Form.Item>
      )}
    </>
  );
}
