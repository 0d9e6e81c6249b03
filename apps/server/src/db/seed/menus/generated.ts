import type { MenuSeed } from './define.ts';
// codegen:menu-imports

/** A screen written by the code generator, under a directory of the seeded (or a user's) menu tree. */
export interface GeneratedMenu {
  parentId: number;
  menu: MenuSeed;
}

/**
 * The menus of generated modules (`npm run gen` adds each). Their ids come from the generation's reserved range,
 * so they are added when missing and never change a menu someone made or edited.
 */
export const generatedMenus: GeneratedMenu[] = [
  // codegen:menus
];
