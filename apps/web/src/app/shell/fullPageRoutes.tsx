import { Route } from 'react-router';
import { FullPageScreen } from './FullPageScreen.tsx';

/**
 * Static routes of spec §2 that render a screen file on the whole page, outside the layout. The mobile
 * area's routes plug in here too: `app/mobileRoutes.tsx` (owned by the mobile area) exports
 * `mobileRoutes`, a list of <Route> elements for /mobile/**, picked up when the file exists.
 */
const mobileModule = import.meta.glob<{ mobileRoutes?: React.ReactNode }>('../mobileRoutes.tsx', {
  eager: true,
});
const mobileRoutes = Object.values(mobileModule)[0]?.mobileRoutes ?? null;

export const fullPageRoutes = (
  <>
    <Route
      path="/visualizingDemo1"
      element={<FullPageScreen component="/visualizing/demo1" title="menu.demoVisualizing1" />}
    />
    <Route
      path="/visualizingDemo2"
      element={<FullPageScreen component="/visualizing/demo2" title="menu.demoVisualizing2" />}
    />
    <Route path="/printer" element={<FullPageScreen component="/printer/index" title="menu.demoPrinter" />} />
    {/* the task dashboard, embedded at /platform/job/dashboard by the seeded iframe menu (same origin: no second sign-in) */}
    <Route
      path="/schedule"
      element={<FullPageScreen component="/system/job/dashboard/index" title="menu.sysJobDashboard" />}
    />
    {mobileRoutes}
  </>
);
