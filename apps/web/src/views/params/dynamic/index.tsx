import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { rules } from '../../../components/form/rules.ts';
import { dynamicDetailsLink } from '../links.ts';
import { ParamsLauncher } from '../ParamsLauncher.tsx';
import { TAG_NAME_DEFAULTS, type TagNameValues, tagNameOf } from '../TagNameFields.tsx';

interface Values extends TagNameValues {
  t: string;
  id: string;
}

/**
 * Dynamic route parameters: `t` and `id` are segments of the details path `/demo/params/dynamic/:t/:id`, the tag
 * name rides in its query, so a reload or a copied address keeps all three.
 */
export default function ParamsDynamicScreen() {
  const { t } = useTranslation();
  return (
    <ParamsLauncher<Values>
      formPrefix="demo-params-dynamic"
      title={t('menu.demoParamsDynamic')}
      intro={t('demo.params.dynamicIntro')}
      initialValues={{ ...TAG_NAME_DEFAULTS, t: 'vue', id: '42' }}
      linkOf={(values) => dynamicDetailsLink(values.t ?? '', values.id ?? '', tagNameOf(values))}
    >
      <Form.Item
        name="t"
        label={t('demo.params.t')}
        rules={[rules.required(t('demo.params.t')), rules.max(t('demo.params.t'), 40)]}
      >
        <Input allowClear data-testid="params-t" />
      </Form.Item>
      <Form.Item
        name="id"
        label={t('demo.params.id')}
        rules={[rules.required(t('demo.params.id')), rules.max(t('demo.params.id'), 40)]}
      >
        <Input allowClear data-testid="params-id" />
      </Form.Item>
    </ParamsLauncher>
  );
}
