import { Drawer } from 'antd';
import { useMenuStore } from '../../stores/menu.ts';
import { useTagsStore } from '../../stores/tags.ts';
import { useThemeStore } from '../../stores/theme.ts';
import { Header } from '../parts/Header.tsx';
import { Logo } from '../parts/Logo.tsx';
import { Main } from '../parts/Main.tsx';
import { NavMenu } from '../parts/NavMenu.tsx';
import { TagsArea } from '../parts/TagsArea.tsx';

/**
 * The defaults layout: the whole menu tree in the aside (collapsible to icons), header, tags and main on
 * the right. Below 1000 px (`narrow`) the aside is a drawer opened by the collapse button.
 */
export function DefaultsLayout({ narrow = false }: { narrow?: boolean }) {
  const tree = useMenuStore((s) => s.tree);
  const collapsed = useThemeStore((s) => s.isCollapse);
  const showLogo = useThemeStore((s) => s.isShowLogo);
  const set = useThemeStore((s) => s.set);
  const fullscreen = useTagsStore((s) => s.fullscreen);
  const toggle = () => set({ isCollapse: !collapsed });

  const aside = (inDrawer: boolean) => (
    <aside
      className={`layout-aside${!inDrawer && collapsed ? ' is-collapsed' : ''}`}
      data-testid="layout-aside"
    >
      {showLogo && <Logo mini={!inDrawer && collapsed} onClick={inDrawer ? undefined : toggle} />}
      <NavMenu nodes={tree} mode="inline" collapsed={!inDrawer && collapsed} />
    </aside>
  );

  return (
    <div className="layout layout--defaults" data-layout={narrow ? 'narrow' : 'defaults'}>
      {!fullscreen && !narrow && aside(false)}
      {narrow && (
        // On narrow screens the collapse button opens the menu drawer (template-web §2).
        <Drawer
          open={collapsed}
          placement="left"
          size={220}
          closable={false}
          onClose={() => set({ isCollapse: false })}
          styles={{ body: { padding: 0 } }}
          rootClassName="layout-drawer-aside"
        >
          {aside(true)}
        </Drawer>
      )}
      <div className="layout-body">
        {!fullscreen && <Header />}
        <TagsArea />
        <Main />
      </div>
    </div>
  );
}
