import { useQuery } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { workflowApi, workflowKeys } from '../../../../api/system/workflow.ts';
import { errorText } from '../../../../components/feedback/errorText.ts';
import { usePermissions } from '../../../../components/permission/usePermissions.ts';
import { WORKFLOW_PATH } from '../designPath.ts';
import { Designer } from './Designer.tsx';

/**
 * The designer of a saved workflow (`/develop/workflow?id=`), in a chunk of its own: React Flow, dagre and the
 * contract's checks load only here. A reload after someone else saved starts it again from what the server has.
 */
export default function DesignerScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const { has } = usePermissions();
  const navigate = useNavigate();
  const [generation, setGeneration] = useState(0);
  const query = useQuery({
    queryKey: workflowKeys.call('detail', id),
    queryFn: ({ signal }) => workflowApi.detail(id, signal),
    // the designer keeps its own copy: reading again never resets what is being drawn
    refetchOnWindowFocus: false,
  });
  const back = () => navigate(WORKFLOW_PATH);
  if (query.isPending) return <Spin className="wf-loading" />;
  if (query.isError)
    return (
      <Result
        status="warning"
        title={t('workflow.loadFailed')}
        subTitle={errorText(query.error)}
        extra={<Button onClick={back}>{t('workflow.toolbar.back')}</Button>}
      />
    );
  return (
    <Designer
      key={generation}
      row={query.data}
      canSave={has('sysWorkflow:update')}
      onBack={back}
      onReload={() => void query.refetch().then(() => setGeneration((g) => g + 1))}
    />
  );
}
