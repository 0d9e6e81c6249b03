import { useQuery } from '@tanstack/react-query';
import { type GoodsCategory, goodsCategoryApi } from '../../../api/goods-category.ts';

export const CATEGORY_TREE_KEY = ['goodsCategory', 'tree'] as const;

/** The tenant's category tree, shared by the category screen and every category picker. */
export function useCategoryTree() {
  return useQuery({ queryKey: CATEGORY_TREE_KEY, queryFn: ({ signal }) => goodsCategoryApi.tree(signal) });
}

export interface CategoryOption {
  value: number;
  title: string;
  disabled?: boolean;
  children?: CategoryOption[];
}

/** TreeSelect nodes; `exclude` and its descendants are disabled (a category cannot move under itself). */
export function categoryOptions(
  nodes: GoodsCategory[],
  exclude?: number,
  inExcluded = false,
): CategoryOption[] {
  return nodes.map((node) => {
    const disabled = inExcluded || node.id === exclude;
    const option: CategoryOption = { value: node.id, title: node.name };
    if (disabled) option.disabled = true;
    if (node.children.length > 0) option.children = categoryOptions(node.children, exclude, disabled);
    return option;
  });
}
