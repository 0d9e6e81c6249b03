import BarChartOutlined from '@ant-design/icons/BarChartOutlined';
import CrownOutlined from '@ant-design/icons/CrownOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import PieChartOutlined from '@ant-design/icons/PieChartOutlined';
import ScanOutlined from '@ant-design/icons/ScanOutlined';
import TrophyOutlined from '@ant-design/icons/TrophyOutlined';
import type { ReactNode } from 'react';

const ICONS: Record<string, ReactNode> = {
  '/mobile/barscan': <ScanOutlined />,
  '/mobile/orderlist': <FileTextOutlined />,
  '/mobile/report/salesumm': <BarChartOutlined />,
  '/mobile/report/goodssumm': <TrophyOutlined />,
  '/mobile/report/vipsumm': <CrownOutlined />,
  '/mobile/report/categorysumm': <PieChartOutlined />,
};

export function TileIcon({ path }: { path: string }) {
  return <span className="mobile-tile-icon">{ICONS[path]}</span>;
}
