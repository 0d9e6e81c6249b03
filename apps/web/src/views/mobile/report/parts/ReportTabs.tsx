import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

const REPORTS = [
  { path: '/mobile/report/salesumm', title: 'menu.mobileSaleSumm' },
  { path: '/mobile/report/goodssumm', title: 'menu.mobileGoodsSumm' },
  { path: '/mobile/report/vipsumm', title: 'menu.mobileVipSumm' },
  { path: '/mobile/report/categorysumm', title: 'menu.mobileCategorySumm' },
] as const;

/** Switches between the four mobile reports. */
export function ReportTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Tabs activeKey={pathname} onChange={(key) => navigate(key, { replace: true })}>
      {REPORTS.map((report) => (
        <Tabs.Tab key={report.path} title={t(report.title)} />
      ))}
    </Tabs>
  );
}
