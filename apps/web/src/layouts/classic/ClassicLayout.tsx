import { useMenuStore } from '../../stores/menu.ts';
import { useTagsStore } from '../../stores/tags.ts';
import { useThemeStore } from '../../stores/theme.ts';
import { useCurrentMenuRoute } from '../main/useCurrentMenuRoute.ts';
import { Logo } from '../parts/Logo.tsx';
import { Main } from '../parts/Main.tsx';
import { NavMenu } from '../parts/NavMenu.tsx';
import { TagsArea } from '../parts/TagsArea.tsx';
import { CollapseButton } from '../parts/CollapseButton.tsx';
import { TopBar } from '../topbar/TopBar.tsx';

/**
 * The classic layout: a full-width header with the logo; below it the aside and the tags and main area.
 * With the split menu on, the header lists the top-level entries and the aside the current one's children.
 */
export function ClassicLayout() {
  const tree = useMenuStore((s) => s.tree);
  const collapsed = useThemeStore((s) => s.isCollapse);
  const split = useThemeStore((s) => s.isClassicSplitMenu);
  const fullscreen = useTagsStore((s) => s.fullscreen);
  const current = useCurrentMenuRoute();
  const top = tree.find((node) => node.id === current?.route.trail[0]);
  const asideNodes = split ? (top?.children ?? []) : tree;
  const topLevel = tree.map((node) => ({ ...node, children: [] }));
  const showAside = !collapsed && asideNodes.filter((n) => !n.meta.isHide).length > (split ? 1 : 0);

  return (
    <div className="layout layout--classic" data-layout="classic">
      {!fullscreen && (
        <header className="layout-header layout-header--wide">
          <div className="layout-header__left">
            <Logo />
            <CollapseButton />
            {split && <NavMenu nodes={topLevel} mode="horizontal" />}
          </div>
          <TopBar />
        </header>
      )}
      <div className="layout-row">
        {!fullscreen && showAside && (
          <aside className="layout-aside" data-testid="layout-aside">
            <NavMenu nodes={asideNodes} mode="inline" />
          </aside>
        )}
        <div className="layout-body">
          <TagsArea />
          <Main />
        </div>
      </div>
    </div>
  );
}
