import type { BackupVerifyOutput } from '@retail/contracts/api/system/backup';
import { useQuery } from '@tanstack/react-query';
import { Alert, Collapse, Descriptions, Flex, Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { backupApi, backupKeys } from '../../../api/system/backup.ts';
import { errorText } from '../../../components/feedback/errorText.ts';
import { EnumTag } from '../../../components/display/EnumTag.tsx';
import { scopeOptions } from './codes.ts';
import { schemaNewer } from './restore.ts';

/** The server's check of an archive (read once per archive while shown). */
export function useVerify(id: number | null) {
  return useQuery({
    queryKey: backupKeys.call('verify', id),
    queryFn: ({ signal }) => backupApi.verify(id as number, signal),
    enabled: id !== null,
    retry: false,
  });
}

/** Whether the archive can be restored, in words: the problem in red, an older schema as a note. */
function Verdict({ verify }: { verify: BackupVerifyOutput }) {
  const { t } = useTranslation();
  const versions = { archive: verify.schemaVersion, current: verify.currentSchemaVersion };
  if (!verify.ok)
    return (
      <Alert type="error" showIcon title={t('backup.summary.problem', { problem: verify.problem ?? '' })} />
    );
  if (schemaNewer(verify.schemaVersion, verify.currentSchemaVersion))
    return <Alert type="error" showIcon title={t('backup.summary.newer', versions)} />;
  return (
    <Alert
      type="success"
      showIcon
      title={t('backup.summary.ok')}
      description={
        verify.schemaVersion !== verify.currentSchemaVersion ? t('backup.summary.older', versions) : null
      }
    />
  );
}

/** What verify reports about an archive: the verdict, its scope, database and schema, and its tables. */
export function VerifySummary({ verify }: { verify: BackupVerifyOutput }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12} data-testid="backup-verify">
      <Verdict verify={verify} />
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label={t('backup.scope')}>
          <EnumTag value={verify.scope} options={scopeOptions()} />
        </Descriptions.Item>
        <Descriptions.Item label={t('backup.summary.dbType')}>{verify.dbType}</Descriptions.Item>
        <Descriptions.Item label={t('backup.summary.schemaVersion')}>
          {verify.schemaVersion}
        </Descriptions.Item>
        <Descriptions.Item label={t('backup.summary.createdTime')}>{verify.createdTime}</Descriptions.Item>
        <Descriptions.Item label={t('backup.summary.contents')} span={2}>
          {t('backup.summary.counts', {
            tables: verify.tableCount,
            rows: verify.rowCount.toLocaleString(),
            files: verify.fileCount,
          })}
        </Descriptions.Item>
      </Descriptions>
      <Collapse
        size="small"
        items={[
          {
            key: 'tables',
            label: t('backup.summary.tables'),
            children: (
              <Table
                size="small"
                rowKey="name"
                pagination={false}
                scroll={{ y: 240 }}
                dataSource={verify.tables}
                columns={[
                  { title: t('backup.summary.tableName'), dataIndex: 'name' },
                  { title: t('backup.summary.rows'), dataIndex: 'rows', align: 'right', width: 120 },
                ]}
              />
            ),
          },
        ]}
      />
    </Flex>
  );
}

/** The summary of one archive as it loads: a spinner, the refusal, or the summary. */
export function VerifyResult({ query }: { query: ReturnType<typeof useVerify> }) {
  if (query.error) return <Alert type="error" showIcon title={errorText(query.error)} />;
  if (!query.data) return <Spin style={{ display: 'block', padding: 24 }} />;
  return <VerifySummary verify={query.data} />;
}
