import AlertOutlined from '@ant-design/icons/AlertOutlined';
import ApiOutlined from '@ant-design/icons/ApiOutlined';
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import AuditOutlined from '@ant-design/icons/AuditOutlined';
import BarChartOutlined from '@ant-design/icons/BarChartOutlined';
import BellOutlined from '@ant-design/icons/BellOutlined';
import BranchesOutlined from '@ant-design/icons/BranchesOutlined';
import CarOutlined from '@ant-design/icons/CarOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import CloudServerOutlined from '@ant-design/icons/CloudServerOutlined';
import CodeOutlined from '@ant-design/icons/CodeOutlined';
import DatabaseOutlined from '@ant-design/icons/DatabaseOutlined';
import DesktopOutlined from '@ant-design/icons/DesktopOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import ExperimentOutlined from '@ant-design/icons/ExperimentOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import FormOutlined from '@ant-design/icons/FormOutlined';
import GiftOutlined from '@ant-design/icons/GiftOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import IdcardOutlined from '@ant-design/icons/IdcardOutlined';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import LineChartOutlined from '@ant-design/icons/LineChartOutlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import MobileOutlined from '@ant-design/icons/MobileOutlined';
import PieChartOutlined from '@ant-design/icons/PieChartOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import ProfileOutlined from '@ant-design/icons/ProfileOutlined';
import RollbackOutlined from '@ant-design/icons/RollbackOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import ShoppingOutlined from '@ant-design/icons/ShoppingOutlined';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import TagOutlined from '@ant-design/icons/TagOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import ToolOutlined from '@ant-design/icons/ToolOutlined';
import TrophyOutlined from '@ant-design/icons/TrophyOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import type { ComponentType } from 'react';

/** The seed's Element Plus icon names (`ele-Goods`) drawn with the nearest antd icon. */
const ICONS: Record<string, ComponentType> = {
  HomeFilled: HomeOutlined,
  Bell: BellOutlined,
  ShoppingCart: ShoppingCartOutlined,
  Goods: ShopOutlined,
  Van: InboxOutlined,
  Ship: CarOutlined,
  PriceTag: TagOutlined,
  Box: InboxOutlined,
  List: ProfileOutlined,
  Sort: SwapOutlined,
  Postcard: IdcardOutlined,
  Avatar: UserOutlined,
  DataAnalysis: BarChartOutlined,
  Histogram: BarChartOutlined,
  DataLine: LineChartOutlined,
  PieChart: PieChartOutlined,
  Trophy: TrophyOutlined,
  Medal: GiftOutlined,
  TrendCharts: LineChartOutlined,
  Setting: SettingOutlined,
  User: UserOutlined,
  Help: TeamOutlined,
  Mug: IdcardOutlined,
  Document: FileTextOutlined,
  DocumentCopy: FileTextOutlined,
  Menu: MenuOutlined,
  School: TeamOutlined,
  Collection: AppstoreOutlined,
  AlarmClock: ClockCircleOutlined,
  Monitor: DesktopOutlined,
  Coin: DatabaseOutlined,
  Cpu: CodeOutlined,
  MagicStick: ExperimentOutlined,
  Printer: PrinterOutlined,
  Link: LinkOutlined,
  Tools: ToolOutlined,
  Iphone: MobileOutlined,
  Cloudy: CloudServerOutlined,
  Share: BranchesOutlined,
  // purchasing (issue 17)
  ShoppingBag: ShoppingOutlined,
  RefreshLeft: RollbackOutlined,
  Warning: AlertOutlined,
  // designed forms (issue 21)
  Edit: EditOutlined,
  EditPen: FormOutlined,
  // approvals (issue 21)
  Stamp: AuditOutlined,
  Connection: ApiOutlined,
};

export function MenuIcon({ name }: { name: string | null | undefined }) {
  const Icon = ICONS[name?.replace(/^ele-/, '') ?? ''] ?? AppstoreOutlined;
  return <Icon />;
}

/** Every icon name a menu can use (the menu screen's icon picker offers these). */
export const MENU_ICON_NAMES: readonly string[] = Object.keys(ICONS).map((name) => `ele-${name}`);
