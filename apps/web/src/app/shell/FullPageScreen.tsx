import { Spin } from 'antd';
import { Suspense } from 'react';
import { ComingSoon } from '../../layouts/main/ComingSoon.tsx';
import { useMenuTitle } from '../../layouts/parts/useMenuTitle.ts';
import { Screen } from '../lazyView.tsx';
import { matchComponent } from '../menu/componentMatch.ts';
import { screenFileKeys, screenView } from '../menu/screenFiles.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';

/** A static full-page route: its screen file by the component rule, or "coming soon". */
export function FullPageScreen({ component, title }: { component: string; title: string }) {
  const text = useMenuTitle()(title);
  useDocumentTitle(text);
  const match = matchComponent(component, screenFileKeys);
  const view = match.kind === 'one' ? screenView(match.key) : undefined;
  if (!view) return <ComingSoon title={text} />;
  return (
    <Suspense fallback={<Spin className="layout-main__spin" />}>
      <Screen view={view} />
    </Suspense>
  );
}
