import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { FormList } from './FormList.tsx';

/** The designer is a chunk of its own: dnd-kit and its panels load only when a form is designed. */
const DesignScreen = lazy(() => import('./design/DesignScreen.tsx'));

/**
 * The form designer's screen (menu /develop/formDes): the forms, or with `?design=<id>` the designer of one, in
 * a tag of its own (so a reload opens it again).
 */
export default function FormDesignScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get('design'));
  if (Number.isSafeInteger(id) && id > 0)
    return (
      <Suspense fallback={<Spin className="fd-loading" />}>
        <DesignScreen key={id} id={id} />
      </Suspense>
    );
  return <FormList />;
}
