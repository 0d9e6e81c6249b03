import { ClassicLayout } from './classic/ClassicLayout.tsx';
import { ColumnsLayout } from './columns/ColumnsLayout.tsx';
import { DefaultsLayout } from './defaults/DefaultsLayout.tsx';
import { TransverseLayout } from './transverse/TransverseLayout.tsx';
import { useThemeStore } from '../stores/theme.ts';
import { useNarrowScreen } from './useNarrowScreen.ts';
import './layout.css';

/**
 * The layout chosen in the theme config (spec §9: columns by default). Below 1000 px every layout shows as
 * defaults with the menu in a drawer; the chosen layout comes back on a wide screen.
 */
export function Layout() {
  const layout = useThemeStore((s) => s.layout);
  const narrow = useNarrowScreen();
  if (narrow) return <DefaultsLayout narrow />;
  switch (layout) {
    case 'defaults':
      return <DefaultsLayout />;
    case 'classic':
      return <ClassicLayout />;
    case 'transverse':
      return <TransverseLayout />;
    default:
      return <ColumnsLayout />;
  }
}
