import { Route } from 'react-router';
import { type LazyView, lazyView, Screen } from './lazyView.tsx';
import { OnMenu } from './shell/OnMenu.tsx';

const layout = lazyView(() => import('../layouts/mobile/MobileLayout.tsx'));

const screens: [path: string | undefined, view: LazyView][] = [
  [undefined, lazyView(() => import('../views/mobile/index.tsx'))],
  ['barscan', lazyView(() => import('../views/mobile/barscan/index.tsx'))],
  ['orderlist', lazyView(() => import('../views/mobile/orderlist/index.tsx'))],
  ['report/salesumm', lazyView(() => import('../views/mobile/report/salesumm/index.tsx'))],
  ['report/goodssumm', lazyView(() => import('../views/mobile/report/goodssumm/index.tsx'))],
  ['report/vipsumm', lazyView(() => import('../views/mobile/report/vipsumm/index.tsx'))],
  ['report/categorysumm', lazyView(() => import('../views/mobile/report/categorysumm/index.tsx'))],
];

/**
 * The mobile area (spec §2 static routes /mobile/**): phone screens inside MobileLayout instead of the
 * desktop layout, each its own lazy chunk, so antd-mobile, ZXing and ECharts load only there. The shell
 * mounts these among its full-page routes (shell/fullPageRoutes.tsx), after the session is loaded. A role decides
 * who may open them: a screen off the user's menu is handled like any other (OnMenu).
 */
export const mobileRoutes = (
  <Route
    path="/mobile"
    element={
      <OnMenu>
        <Screen view={layout} />
      </OnMenu>
    }
  >
    {screens.map(([path, view]) =>
      path ? (
        <Route key={path} path={path} element={<Screen view={view} />} />
      ) : (
        <Route key="index" index element={<Screen view={view} />} />
      ),
    )}
  </Route>
);
