import { useQuery } from '@tanstack/react-query';
import { Drawer, Table, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { openAccessApi, openAccessKeys } from '../../../api/system/open-access.ts';
import { signingSamples } from './samples.ts';
import { SignCalculator } from './SignCalculator.tsx';
import './open-access.css';

const CANONICAL_LINES = ['method', 'path', 'query', 'accessKey', 'timestamp', 'nonce', 'bodyHash'] as const;
const ERRORS = [
  'missingHeader',
  'badTimestamp',
  'badNonce',
  'badSignature',
  'replay',
  'keyDisabled',
  'keyExpired',
  'ipDenied',
  'userDisabled',
  'tenantDisabled',
  'notOpenAccess',
  'outOfScope',
  'rateLimited',
] as const;
const REASONS: Record<(typeof ERRORS)[number], string> = {
  missingHeader: 'openAccess.missingHeader',
  badTimestamp: 'openAccess.badTimestamp',
  badNonce: 'openAccess.badNonce',
  badSignature: 'openAccess.badSignature',
  replay: 'openAccess.replay',
  keyDisabled: 'openAccess.keyDisabled',
  keyExpired: 'openAccess.keyExpired',
  ipDenied: 'openAccess.ipDenied',
  userDisabled: 'openAccess.userDisabled',
  tenantDisabled: 'openAccess.tenantDisabled',
  notOpenAccess: 'http.notOpenAccess',
  outOfScope: 'permission.<code>',
  rateLimited: 'openAccess.rateLimited',
};

/** How to sign: the steps, a calculator that runs in the page, samples, error meanings and the open routes. */
export function SignHelp({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const help = useQuery({
    queryKey: openAccessKeys.call('signHelp'),
    queryFn: ({ signal }) => openAccessApi.signHelp(signal),
    enabled: open,
  });
  const seconds = help.data?.windowSeconds ?? 300;
  return (
    <Drawer open={open} onClose={onClose} title={t('openAccess.helpTitle')} size={860} destroyOnHidden>
      <Typography.Paragraph>{t('openAccess.helpIntro')}</Typography.Paragraph>
      <Typography.Title level={5}>{t('openAccess.stepsTitle')}</Typography.Title>
      <ol className="open-access-steps">
        <li>{t('openAccess.steps.headers', { seconds })}</li>
        <li>{t('openAccess.steps.query')}</li>
        <li>{t('openAccess.steps.body')}</li>
        <li>
          {t('openAccess.steps.canonical')}
          <ol>
            {CANONICAL_LINES.map((line) => (
              <li key={line}>{t(`openAccess.canonicalLines.${line}`)}</li>
            ))}
          </ol>
        </li>
        <li>{t('openAccess.steps.sign')}</li>
      </ol>
      <Tabs
        items={[
          { key: 'calculator', label: t('openAccess.calculatorTitle'), children: <SignCalculator /> },
          {
            key: 'samples',
            label: t('openAccess.samplesTitle'),
            children: (
              <Tabs
                size="small"
                items={signingSamples(window.location.origin).map((sample) => ({
                  key: sample.language,
                  label: sample.language,
                  children: (
                    <Typography.Paragraph copyable={{ text: sample.code }}>
                      <pre className="open-access-code">{sample.code}</pre>
                    </Typography.Paragraph>
                  ),
                }))}
              />
            ),
          },
          {
            key: 'errors',
            label: t('openAccess.errorsTitle'),
            children: (
              <Table
                size="small"
                pagination={false}
                rowKey="key"
                dataSource={ERRORS.map((key) => ({ key, reason: REASONS[key] }))}
                columns={[
                  {
                    title: t('openAccess.errorStatus'),
                    dataIndex: 'reason',
                    render: (reason: string) => <Typography.Text code>{reason}</Typography.Text>,
                  },
                  {
                    title: t('openAccess.errorMeaning'),
                    dataIndex: 'key',
                    render: (key: (typeof ERRORS)[number]) => t(`openAccess.errors.${key}`, { seconds }),
                  },
                ]}
              />
            ),
          },
          {
            key: 'routes',
            label: t('openAccess.routesTitle'),
            children: (
              <Table
                size="small"
                pagination={false}
                loading={help.isLoading}
                rowKey={(r) => `${r.method} ${r.url}`}
                dataSource={help.data?.routes ?? []}
                columns={[
                  { title: t('openAccess.method'), dataIndex: 'method', width: 80 },
                  { title: t('openAccess.path'), dataIndex: 'url' },
                  {
                    title: t('openAccess.permission'),
                    dataIndex: 'permission',
                    render: (code: string | null) =>
                      code ? <Tag>{code}</Tag> : <Tag color="blue">{t('openAccess.signatureOnly')}</Tag>,
                  },
                ]}
              />
            ),
          },
        ]}
      />
    </Drawer>
  );
}
