import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useDeferredValue, useState } from 'react';
import { goodsApi, goodsKeys } from '../../../api/goods.ts';

export type GoodsSelectProps = Omit<SelectProps<number>, 'options' | 'showSearch'>;

/** Picks goods by searching the server (code, name or barcode); the first 20 matches are offered. */
export function GoodsSelect(props: GoodsSelectProps) {
  const [keyword, setKeyword] = useState('');
  // the matches are fetched once the list is first opened, not for every screen that shows a picker
  const [wanted, setWanted] = useState(false);
  const deferred = useDeferredValue(keyword.trim());
  const matching = { page: 1, pageSize: 20, keyword: deferred };
  const { data, isFetching } = useQuery({
    queryKey: goodsKeys.call('page', matching),
    queryFn: ({ signal }) => goodsApi.page(matching, signal),
    enabled: wanted,
  });
  const options = (data?.items ?? []).map((g) => ({ value: g.id, label: `${g.code} ${g.name}` }));
  // a value set from outside (a link's goodsId, an edited row) may not be among the matches
  const missing = typeof props.value === 'number' && !options.some((o) => o.value === props.value);
  const current = useQuery({
    queryKey: goodsKeys.call('detail', props.value),
    queryFn: () => goodsApi.detail(props.value as number),
    enabled: missing,
  });
  if (missing && current.data)
    options.unshift({ value: current.data.id, label: `${current.data.code} ${current.data.name}` });
  return (
    <Select<number>
      allowClear
      loading={isFetching}
      style={{ minWidth: 220 }}
      {...props}
      onOpenChange={(open) => {
        if (open) setWanted(true);
        props.onOpenChange?.(open);
      }}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      options={options}
    />
  );
}
