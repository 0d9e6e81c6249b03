import { Spin } from 'antd';
import { Suspense } from 'react';
import type { MenuRoute } from '../../app/menu/menuRoutes.ts';
import { screenView } from '../../app/menu/screenFiles.ts';
import { Screen } from '../../app/lazyView.tsx';
import { useMenuTitle } from '../parts/useMenuTitle.ts';
import { IframeView } from '../routerView/IframeView.tsx';
import { LinkView } from '../routerView/LinkView.tsx';
import { TopProgress } from '../parts/TopProgress.tsx';
import { ComingSoon } from './ComingSoon.tsx';

/** What a menu route shows: its screen file, an embedded page, a link notice, or "coming soon". */
export function RouteScreen({ route }: { route: MenuRoute }) {
  const title = useMenuTitle()(route.title);
  if (route.isIframe && route.link) return <IframeView src={route.link} title={title} />;
  if (route.link) return <LinkView link={route.link} title={title} />;
  const view = route.component.kind === 'one' ? screenView(route.component.key) : undefined;
  if (!view) return <ComingSoon title={title} />;
  return (
    <Suspense
      fallback={
        <>
          <TopProgress state="loading" />
          <Spin className="layout-main__spin" />
        </>
      }
    >
      <Screen view={view} />
    </Suspense>
  );
}
