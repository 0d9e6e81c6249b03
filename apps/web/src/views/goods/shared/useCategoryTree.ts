import type { CategoryNode } from '@retail/contracts/api/retail/goods-category';
import { useQuery } from '@tanstack/react-query';
import { goodsCategoryApi, goodsCategoryKeys } from '../../../api/goods-category.ts';

/** The tenant's category tree, shared by the category screen and every category picker. */
export function useCategoryTree() {
  return useQuery({
    queryKey: goodsCategoryKeys.call('list'),
    queryFn: ({ signal }) => goodsCategoryApi.tree(signal),
  });
}

export interface CategoryOption {
  value: number;
  title: string;
  disabled?: boolean;
  children?: CategoryOption[];
}

/** TreeSelect nodes; `exclude` and its descendants are disabled (a category cannot move under itself). */
export function categoryOptions(
  nodes: CategoryNode[],
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
