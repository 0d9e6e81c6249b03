import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { exampleHelloApi, exampleHelloKeys } from '../../../api/system/example-hello.ts';

/** The example plugin's page: the greeting the tenant configured (the route answers 404 while the plugin is off). */
export default function ExampleHelloScreen() {
  const { t } = useTranslation();
  const greeting = useQuery({
    queryKey: exampleHelloKeys.call('greeting'),
    queryFn: ({ signal }) => exampleHelloApi.greeting(signal),
  });
  return (
    <Card title={t('system.exampleHello.title')}>
      <Typography.Paragraph type="secondary">{t('system.exampleHello.intro')}</Typography.Paragraph>
      {greeting.isLoading ? <Skeleton active paragraph={{ rows: 1 }} /> : null}
      {greeting.error ? <Alert type="error" showIcon title={greeting.error.message} /> : null}
      {greeting.data ? (
        <>
          <Typography.Title level={3} data-testid="example-greeting">
            {greeting.data.greeting}
          </Typography.Title>
          <Typography.Text type="secondary">
            {greeting.data.apiKeySet
              ? t('system.exampleHello.apiKeySet')
              : t('system.exampleHello.apiKeyUnset')}
          </Typography.Text>
        </>
      ) : null}
    </Card>
  );
}
