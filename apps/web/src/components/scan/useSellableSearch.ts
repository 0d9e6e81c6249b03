import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { goodsApi, goodsKeys } from '../../api/goods.ts';

const LIMIT = 20;
const PAUSE_MS = 150;

/** What can be sold matching a keyword typed into a search box, asked once the typing pauses. */
export function useSellableSearch(keyword: string) {
  const [asked, setAsked] = useState(keyword.trim());
  useEffect(() => {
    const timer = setTimeout(() => setAsked(keyword.trim()), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [keyword]);
  const query = useQuery({
    queryKey: goodsKeys.call('search', asked),
    queryFn: ({ signal }) => goodsApi.search(asked, LIMIT, signal),
    enabled: asked !== '',
    staleTime: 10_000,
  });
  return {
    entries: asked === '' ? [] : (query.data ?? []),
    loading: query.isFetching,
    settled: asked === keyword.trim(),
  };
}
