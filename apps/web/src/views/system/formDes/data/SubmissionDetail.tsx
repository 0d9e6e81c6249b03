import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { formApi, formKeys } from '../../../../api/system/form.ts';
import { errorText } from '../../../../components/feedback/errorText.ts';
import { feedback } from '../../../../components/feedback/feedback.ts';
import { DataStatusTag } from '../parts.tsx';
import { FormRenderer } from '../render/FormRenderer.tsx';

/** One submission as it was made: its details, and the values on the version of the form it was made on. */
export function SubmissionDetail({ id, onClose }: { id: number | null; onClose(): void }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: formKeys.call('dataDetail', id),
    queryFn: ({ signal }) => formApi.dataDetail(id as number, signal),
    enabled: id !== null,
  });
  const data = query.data;
  return (
    <Drawer open={id !== null} size={720} title={data?.formName ?? t('formDesign.data.detail')} onClose={onClose} destroyOnHidden>
      {query.isPending && id !== null ? <Spin /> : null}
      {query.isError ? <Result status="warning" title={errorText(query.error)} /> : null}
      {data ? (
        <>
          <Descriptions size="small" column={2} bordered className="form-data__meta">
            <Descriptions.Item label={t('formDesign.data.form')}>{data.formName}</Descriptions.Item>
            <Descriptions.Item label={t('formDesign.data.version')}>v{data.formVersion}</Descriptions.Item>
            <Descriptions.Item label={t('formDesign.data.submitter')}>{data.createUserName}</Descriptions.Item>
            <Descriptions.Item label={t('formDesign.data.org')}>{data.orgName}</Descriptions.Item>
            <Descriptions.Item label={t('formDesign.data.time')}>{data.createTime}</Descriptions.Item>
            <Descriptions.Item label={t('formDesign.data.status')}>
              <DataStatusTag status={data.status} />
            </Descriptions.Item>
          </Descriptions>
          <FormRenderer
            schema={data.schema}
            values={data.data}
            readOnly={{
              userName: (userId) => data.userNames[String(userId)],
              orgName: (orgId) => data.orgNames[String(orgId)],
              openFile: (file) => void formApi.dataFile(data.id, file).catch((e: unknown) => feedback.error(errorText(e))),
            }}
          />
        </>
      ) : null}
    </Drawer>
  );
}
