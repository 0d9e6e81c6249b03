import type { RegionOutput } from '@retail/contracts/api/system/region';
import { useQuery } from '@tanstack/react-query';
import type { TreeDataNode } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { regionApi, regionKeys } from '../../../api/system/region.ts';
import { errorText } from '../../../components/feedback/errorText.ts';

export interface RegionNode extends TreeDataNode {
  key: number;
  region: RegionOutput;
  children?: RegionNode[];
}

type Loaded = Partial<Record<number, RegionOutput[]>>;

function toNodes(regions: RegionOutput[], loaded: Loaded): RegionNode[] {
  return regions.map((region) => {
    const children = loaded[region.id];
    const node: RegionNode = {
      key: region.id,
      title: `${region.name} (${region.code})`,
      region,
      isLeaf: children ? children.length === 0 : !region.hasChildren,
    };
    if (children) node.children = toNodes(children, loaded);
    return node;
  });
}

/** The region tree, loaded one level at a time as the user expands it. */
export function useRegionTree() {
  const roots = useQuery({ queryKey: regionKeys.call('list', 0), queryFn: () => regionApi.children(0) });
  const [loaded, setLoaded] = useState<Loaded>({});
  const [error, setError] = useState<string | null>(null);
  const { refetch } = roots;

  /** Loads (or reloads after a change) the children of `pid`; 0 = the provinces. */
  const load = useCallback(
    async (pid: number) => {
      if (pid === 0) {
        await refetch();
        return;
      }
      try {
        const children = await regionApi.children(pid);
        setLoaded((current) => ({ ...current, [pid]: children }));
        setError(null);
      } catch (failure) {
        setError(errorText(failure));
      }
    },
    [refetch],
  );

  const nodes = useMemo(() => toNodes(roots.data ?? [], loaded), [roots.data, loaded]);
  return { nodes, loading: roots.isLoading, error: error ?? roots.error?.message ?? null, load };
}
