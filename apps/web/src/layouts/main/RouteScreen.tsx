import { Spin } from 'antd';
import { Suspense } from 'react';
import { Navigate } from 'react-router';
import { type MenuRoute, menuLinkTarget } from '../../app/menu/menuRoutes.ts';
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
  if (route.link) {
    // spec §2: a URL was opened in a new window; any other link value is a path of this app
    const target = menuLinkTarget(route.link, window.location.origin);
    // a link to its own path would redirect to itself for ever
    if (target.kind === 'app' && target.path !== route.path) return <Navigate to={target.path} replace />;
    if (target.kind === 'app') return <ComingSoon title={title} />;
    return <LinkView href={target.href} title={title} />;
  }
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
