import { useCallback, useRef } from 'react';
import type { ListPageHandle } from './ListPage.tsx';

/** The ref to hand a ListPage and a stable `reload` of it (after add, edit or delete). */
export function useListReload() {
  const ref = useRef<ListPageHandle>(null);
  const reload = useCallback(() => ref.current?.reload(), []);
  return { ref, reload };
}
