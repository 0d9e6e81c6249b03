import { TreeSelect, type TreeSelectProps } from 'antd';
import { useMemo } from 'react';
import { categoryOptions, useCategoryTree } from './useCategoryTree.ts';

export interface CategorySelectProps extends Omit<TreeSelectProps<number>, 'treeData'> {
  /** This category and its descendants cannot be chosen. */
  exclude?: number;
  /** Adds a top-level entry with value 0 (the parent picker). */
  topLabel?: string;
}

/** Picks a goods category from the tenant's tree. */
export function CategorySelect({ exclude, topLabel, ...props }: CategorySelectProps) {
  const { data, isLoading } = useCategoryTree();
  const treeData = useMemo(() => {
    const nodes = categoryOptions(data ?? [], exclude);
    return topLabel ? [{ value: 0, title: topLabel }, ...nodes] : nodes;
  }, [data, exclude, topLabel]);
  return (
    <TreeSelect<number>
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDefaultExpandAll
      loading={isLoading}
      style={{ minWidth: 180 }}
      {...props}
      treeData={treeData}
    />
  );
}
