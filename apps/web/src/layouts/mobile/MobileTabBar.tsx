import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import BarChartOutlined from '@ant-design/icons/BarChartOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import ScanOutlined from '@ant-design/icons/ScanOutlined';
import { TabBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMenuStore } from '../../stores/menu.ts';
import { resolveMenuRoute } from '../main/resolveMenuRoute.ts';

const TABS = [
  { key: '/mobile', title: 'mobile.tabs.home', icon: <AppstoreOutlined /> },
  { key: '/mobile/barscan', title: 'mobile.tabs.scan', icon: <ScanOutlined /> },
  { key: '/mobile/orderlist', title: 'mobile.tabs.orders', icon: <FileTextOutlined /> },
  { key: '/mobile/report/salesumm', title: 'mobile.tabs.reports', icon: <BarChartOutlined /> },
] as const;

/** The tab whose area `pathname` is in: every report screen belongs to the reports tab. */
function activeTab(pathname: string): string {
  if (pathname.startsWith('/mobile/report/')) return '/mobile/report/salesumm';
  return TABS.find((tab) => tab.key === pathname.replace(/\/$/, ''))?.key ?? '/mobile';
}

export function MobileTabBar({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const routes = useMenuStore((s) => s.routes);
  // only the screens on the user's menu (a cashier's phone has no reports)
  const tabs = TABS.filter((tab) => resolveMenuRoute(routes, tab.key));
  return (
    <TabBar className="mobile-layout-tabs" activeKey={activeTab(pathname)} onChange={(key) => navigate(key)}>
      {tabs.map((tab) => (
        <TabBar.Item key={tab.key} icon={tab.icon} title={t(tab.title)} />
      ))}
    </TabBar>
  );
}
