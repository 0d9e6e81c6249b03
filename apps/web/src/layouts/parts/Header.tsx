import type { ReactNode } from 'react';
import { useThemeStore } from '../../stores/theme.ts';
import { TopBar } from '../topbar/TopBar.tsx';
import { Breadcrumb } from './Breadcrumb.tsx';
import { CollapseButton } from './CollapseButton.tsx';

/** The header of the layouts: collapse button and breadcrumb (or what the layout puts there), then the top bar. */
export function Header({ children, collapsible = true }: { children?: ReactNode; collapsible?: boolean }) {
  const breadcrumb = useThemeStore((s) => s.isBreadcrumb);
  return (
    <header className="layout-header">
      <div className="layout-header__left">
        {collapsible && <CollapseButton />}
        {children ?? (breadcrumb && <Breadcrumb />)}
      </div>
      <TopBar />
    </header>
  );
}
