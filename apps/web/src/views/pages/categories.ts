import type { Language } from '../../i18n/languages.ts';

/**
 * A demo goods category (local fixture): its code, its name in each language, its own goods (only categories
 * without children hold goods), its children.
 */
export interface DemoCategory {
  code: string;
  name: Record<Language, string>;
  goods: number;
  children?: DemoCategory[];
}

const category = (
  code: string,
  [zhCn, en, zhTw]: [string, string, string],
  goods: number,
  children?: DemoCategory[],
): DemoCategory => ({
  code,
  name: { 'zh-cn': zhCn, en, 'zh-tw': zhTw },
  goods,
  ...(children ? { children } : {}),
});

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  category('10', ['食品饮料', 'Food and drink', '食品飲料'], 0, [
    category('1010', ['茶叶', 'Tea', '茶葉'], 24),
    category('1020', ['咖啡', 'Coffee', '咖啡'], 12),
    category('1030', ['乳品', 'Dairy', '乳品'], 18),
    category('1040', ['烘焙', 'Bakery', '烘焙'], 9),
  ]),
  category('20', ['生鲜', 'Fresh produce', '生鮮'], 0, [
    category('2010', ['水果', 'Fruit', '水果'], 31),
    category('2020', ['粮油', 'Rice and oil', '糧油'], 15),
  ]),
  category('30', ['日用百货', 'Household', '日用百貨'], 0, [
    category('3010', ['清洁', 'Cleaning', '清潔'], 0, [
      category('301010', ['香皂', 'Soap', '香皂'], 8),
      category('301020', ['洗手液', 'Hand wash', '洗手液'], 6),
    ]),
    category('3020', ['文具', 'Stationery', '文具'], 27),
  ]),
];

/** Every category of the tree, parents first. */
export function flatCategories(nodes: readonly DemoCategory[] = DEMO_CATEGORIES): DemoCategory[] {
  return nodes.flatMap((node) => [node, ...flatCategories(node.children ?? [])]);
}

/** The categories goods are filed under: those without children. */
export const leafCategories = (): DemoCategory[] => flatCategories().filter((c) => !c.children);

/** The goods filed under a category and all its descendants. */
export const goodsUnder = (category: DemoCategory): number =>
  category.children ? category.children.reduce((sum, child) => sum + goodsUnder(child), 0) : category.goods;
