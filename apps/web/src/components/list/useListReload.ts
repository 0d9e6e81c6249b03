import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

/**
 * The one reload after a change (add, edit, delete, status, import): a stable `reload` that invalidates the
 * given resources (`goodsKeys.all`, plus any other resource the change touches), so what is on screen
 * fetches again (the promise settles when it has) and every other cached read of them (other pages, pickers,
 * details) is fetched when next shown.
 */
export function useListReload(...resources: QueryKey[]): () => Promise<void> {
  const client = useQueryClient();
  // the argument array is new on each render; its text (the keys are names and ids) keeps `reload` stable
  const text = JSON.stringify(resources);
  return useMemo(() => {
    const keys = JSON.parse(text) as QueryKey[];
    return async () => {
      await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
    };
  }, [client, text]);
}
