import { Alert, Button, Col, Descriptions, Form, Input, Row, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Calculated, hasWebCrypto, randomNonce, signInBrowser } from './web-signing.ts';

interface CalculatorValues {
  method: string;
  path: string;
  query: string;
  body: string;
  accessKey: string;
  secret: string;
  timestamp: string;
  nonce: string;
}

const nowSeconds = () => String(Math.floor(Date.now() / 1000));

/** Computes a request's canonical string and signature in the browser (Web Crypto): nothing leaves the page. */
export function SignCalculator() {
  const { t } = useTranslation();
  const [form] = Form.useForm<CalculatorValues>();
  const [result, setResult] = useState<Calculated | null>(null);
  if (!hasWebCrypto()) return <Alert type="warning" showIcon title={t('openAccess.webCryptoMissing')} />;
  const compute = async () => {
    const v = form.getFieldsValue();
    setResult(await signInBrowser(v.secret ?? '', { ...v, body: v.body ?? '', query: v.query ?? '' }));
  };
  return (
    <>
      <Typography.Paragraph type="secondary">{t('openAccess.calculatorHint')}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        size="small"
        name="sign-calculator"
        initialValues={{
          method: 'POST',
          path: '/api/goods/page',
          query: '',
          body: '{"page":1,"pageSize":20}',
          timestamp: nowSeconds(),
          nonce: randomNonce(),
        }}
        onValuesChange={() => setResult(null)}
      >
        <Row gutter={12}>
          <Col span={6}>
            <Form.Item name="method" label={t('openAccess.method')}>
              <Select options={['GET', 'POST'].map((m) => ({ value: m, label: m }))} />
            </Form.Item>
          </Col>
          <Col span={18}>
            <Form.Item name="path" label={t('openAccess.path')}>
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="query" label={t('openAccess.query')}>
          <Input placeholder="id=1&keyword=tea" />
        </Form.Item>
        <Form.Item name="body" label={t('openAccess.body')}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="accessKey" label="accessKey">
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="secret" label="accessSecret">
              <Input.Password autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item label="timestamp">
              <Space.Compact style={{ width: '100%' }}>
                <Form.Item name="timestamp" noStyle>
                  <Input aria-label="timestamp" />
                </Form.Item>
                <Button onClick={() => form.setFieldValue('timestamp', nowSeconds())}>
                  {t('openAccess.now')}
                </Button>
              </Space.Compact>
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="nonce">
              <Space.Compact style={{ width: '100%' }}>
                <Form.Item name="nonce" noStyle>
                  <Input aria-label="nonce" />
                </Form.Item>
                <Button onClick={() => form.setFieldValue('nonce', randomNonce())}>
                  {t('openAccess.newNonce')}
                </Button>
              </Space.Compact>
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" onClick={() => void compute()}>
          {t('openAccess.compute')}
        </Button>
      </Form>
      {result ? (
        <Descriptions column={1} bordered size="small" style={{ marginTop: 12 }}>
          <Descriptions.Item label={t('openAccess.bodyHash')}>
            <Typography.Text code data-testid="calc-body-hash">
              {result.bodySha256}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('openAccess.canonicalString')}>
            <pre className="open-access-code" data-testid="calc-canonical">
              {result.canonical}
            </pre>
          </Descriptions.Item>
          <Descriptions.Item label="sign">
            <Typography.Text code copyable data-testid="calc-sign">
              {result.sign}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      ) : null}
    </>
  );
}
