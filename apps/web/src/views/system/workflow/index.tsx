import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { WorkflowList } from './WorkflowList.tsx';

/** React Flow, dagre and the contract's checks: only when a workflow is opened. */
const DesignerScreen = lazy(() => import('./design/DesignerScreen.tsx'));

/**
 * The workflow screen (menu /develop/workflow): the list of the tenant's workflows, or with `?id=` the designer of
 * one (a tag of its own, named after it), loaded on demand.
 */
export default function WorkflowScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (Number.isSafeInteger(id) && id > 0) {
    return (
      <Suspense fallback={<Spin className="wf-loading" />}>
        <DesignerScreen key={id} id={id} />
      </Suspense>
    );
  }
  return <WorkflowList />;
}
