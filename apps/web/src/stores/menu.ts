import { create } from 'zustand';
import type { MenuNode } from '../api/menu.ts';
import type { MenuRoute } from '../app/menu/menuRoutes.ts';

interface MenuState {
  /** The user's menu tree (after the roles filter). */
  tree: MenuNode[];
  /** The same, flattened into the layout's routes. */
  routes: MenuRoute[];
  setMenus(tree: MenuNode[], routes: MenuRoute[]): void;
  clear(): void;
}

/** Menu routes from `loginMenuTree` (spec §2 "Dynamic routes"), loaded by the shell after sign-in. */
export const useMenuStore = create<MenuState>()((set) => ({
  tree: [],
  routes: [],
  setMenus: (tree, routes) => set({ tree, routes }),
  clear: () => set({ tree: [], routes: [] }),
}));
