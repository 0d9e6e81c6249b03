import { useMenuStore } from '../../stores/menu.ts';
import { useTagsStore } from '../../stores/tags.ts';
import { Logo } from '../parts/Logo.tsx';
import { Main } from '../parts/Main.tsx';
import { NavMenu } from '../parts/NavMenu.tsx';
import { TagsArea } from '../parts/TagsArea.tsx';
import { TopBar } from '../topbar/TopBar.tsx';

/** The transverse layout: no aside; the menu is horizontal in the header with drop-down sub-menus. */
export function TransverseLayout() {
  const tree = useMenuStore((s) => s.tree);
  const fullscreen = useTagsStore((s) => s.fullscreen);
  return (
    <div className="layout layout--transverse" data-layout="transverse">
      {!fullscreen && (
        <header className="layout-header layout-header--wide">
          <div className="layout-header__left layout-header__menu">
            <Logo />
            <NavMenu nodes={tree} mode="horizontal" />
          </div>
          <TopBar />
        </header>
      )}
      <TagsArea />
      <Main />
    </div>
  );
}
