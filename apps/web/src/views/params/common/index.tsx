import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { rules } from '../../../components/form/rules.ts';
import { commonDetailsLink } from '../links.ts';
import { ParamsLauncher } from '../ParamsLauncher.tsx';
import { TAG_NAME_DEFAULTS, type TagNameValues, tagNameOf } from '../TagNameFields.tsx';

interface Values extends TagNameValues {
  id: string;
}

/** Common route parameters: the id and the tag name travel in the query of the details page. */
export default function ParamsCommonScreen() {
  const { t } = useTranslation();
  return (
    <ParamsLauncher<Values>
      formPrefix="demo-params-common"
      title={t('menu.demoParamsCommon')}
      intro={t('demo.params.commonIntro')}
      initialValues={{ ...TAG_NAME_DEFAULTS, id: '1' }}
      linkOf={(values) => commonDetailsLink(values.id ?? '', tagNameOf(values))}
    >
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
