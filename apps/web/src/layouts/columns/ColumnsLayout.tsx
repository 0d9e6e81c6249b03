import { Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { visibleMenus } from '../../app/menu/menuRoutes.ts';
import { useMenuStore } from '../../stores/menu.ts';
import { useTagsStore } from '../../stores/tags.ts';
import { useThemeStore } from '../../stores/theme.ts';
import { useCurrentMenuRoute } from '../main/useCurrentMenuRoute.ts';
import { Header } from '../parts/Header.tsx';
import { Logo } from '../parts/Logo.tsx';
import { Main } from '../parts/Main.tsx';
import { MenuIcon } from '../parts/MenuIcon.tsx';
import { NavMenu } from '../parts/NavMenu.tsx';
import { openMenuNode } from '../parts/menuNavigation.ts';
import { useMenuTitle } from '../parts/useMenuTitle.ts';
import { TagsArea } from '../parts/TagsArea.tsx';

/**
 * The default layout (spec §9): a narrow first column with the top-level entries, a second column with the
 * selected entry's children, and the header, tags and main area on the right (template-web §2).
 */
export function ColumnsLayout() {
  const navigate = useNavigate();
  const title = useMenuTitle();
  const tree = useMenuStore((s) => s.tree);
  const collapsed = useThemeStore((s) => s.isCollapse);
  const showLogo = useThemeStore((s) => s.isShowLogo);
  const fullscreen = useTagsStore((s) => s.fullscreen);
  const current = useCurrentMenuRoute();
  const top = visibleMenus(tree);
  const activeTop = top.find((node) => node.id === current?.route.trail[0]);
  const children = activeTop?.children ?? [];
  // The second column collapses when the top entry has no children (or one, behind a redirect).
  const showAside = !collapsed && children.length > 0 && !(activeTop?.redirect && children.length <= 1);

  return (
    <div className="layout layout--columns" data-layout="columns">
      {!fullscreen && (
        <nav className="layout-columns-bar" aria-label="columns">
          {showLogo && <Logo mini />}
          <ul>
            {top.map((node) => (
              <li key={node.id}>
                <Tooltip title={title(node.meta.title)} placement="right">
                  <button
                    type="button"
                    className={`layout-columns-item${node === activeTop ? ' is-active' : ''}`}
                    data-testid={`column-${node.path}`}
                    onClick={() => {
                      if (node.children.length === 0 || node !== activeTop) openMenuNode(node, navigate);
                    }}
                  >
                    <MenuIcon name={node.meta.icon} />
                    <span className="layout-columns-item__label">{title(node.meta.title)}</span>
                  </button>
                </Tooltip>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {!fullscreen && showAside && (
        <aside className="layout-aside">
          {showLogo && (
            <div className="layout-aside__title">{activeTop ? title(activeTop.meta.title) : null}</div>
          )}
          <NavMenu nodes={children} mode="inline" />
        </aside>
      )}
      <div className="layout-body">
        {!fullscreen && <Header />}
        <TagsArea />
        <Main />
      </div>
    </div>
  );
}
