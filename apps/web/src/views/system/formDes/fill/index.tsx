import { FormOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, List, Spin, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formApi, formKeys } from '../../../../api/system/form.ts';
import { errorText } from '../../../../components/feedback/errorText.ts';
import { Permitted } from '../../../../components/permission/Permitted.tsx';
import { usePermissions } from '../../../../components/permission/usePermissions.ts';
import { SubmissionList } from '../data/SubmissionList.tsx';
import { FillDrawer } from '../render/FillDrawer.tsx';
import '../render/renderer.css';

/** The published forms, by category, each opening to be filled in. */
function FillTab() {
  const { t } = useTranslation();
  const [filling, setFilling] = useState<string | null>(null);
  const forms = useQuery({
    queryKey: formKeys.call('fillList'),
    queryFn: ({ signal }) => formApi.fillList(signal),
  });
  if (forms.isPending) return <Spin />;
  if (forms.isError) return <Empty description={errorText(forms.error)} />;
  return (
    <>
      <List
        grid={{ gutter: 16, xs: 1, sm: 2, md: 3, xl: 4 }}
        dataSource={forms.data}
        locale={{ emptyText: <Empty description={t('formDesign.fill.none')} /> }}
        renderItem={(form) => (
          <List.Item>
            <Card
              size="small"
              title={form.name}
              data-testid={`fill-form-${form.code}`}
              extra={form.category ? <Tag>{form.category}</Tag> : null}
              actions={[
                <Button key="fill" type="link" icon={<FormOutlined />} onClick={() => setFilling(form.code)}>
                  {t('formDesign.fill.open')}
                </Button>,
              ]}
            >
              <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }}>
                {form.remark || t('formDesign.list.versionNo', { n: form.currentVersion })}
              </Typography.Paragraph>
            </Card>
          </List.Item>
        )}
      />
      <FillDrawer code={filling} onClose={() => setFilling(null)} />
    </>
  );
}

/**
 * The staff screen of designed forms (menu /dashboard/form): fill a published form in, and read the submissions
 * of one's data scope (one's own, a store's, everyone's), with their export.
 */
export default function FormFillScreen() {
  const { t } = useTranslation();
  const { has } = usePermissions();
  const items = [
    ...(has('sysFormDes:submit')
      ? [{ key: 'fill', label: t('formDesign.fill.tab'), children: <FillTab /> }]
      : []),
    ...(has('sysFormDes:dataPage')
      ? [{ key: 'data', label: t('formDesign.data.tab'), children: <SubmissionList /> }]
      : []),
  ];
  return (
    <Permitted
      code={has('sysFormDes:submit') ? 'sysFormDes:submit' : 'sysFormDes:dataPage'}
      fallback={<Empty description={t('formDesign.fill.noRight')} />}
    >
      <Tabs items={items} destroyOnHidden />
    </Permitted>
  );
}
