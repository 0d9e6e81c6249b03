import { useInfiniteQuery } from '@tanstack/react-query';
import { CapsuleTabs, ErrorBlock, InfiniteScroll, List, Popup, SearchBar, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saleOrderApi, saleOrderKeys } from '../../../api/sale-order.ts';
import { MobileLoading } from '../../../layouts/mobile/MobileLoading.tsx';
import { RANGE_PRESETS, type RangePreset } from '../report/range.ts';
import { type OrderSearch, orderFilter, SEARCH_FIELDS, type SearchField } from './filter.ts';
import { OrderDetail } from './OrderDetail.tsx';
import { OrderItem } from './OrderItem.tsx';
import './orderlist.css';

const PAGE_SIZE = 20;

const FIELD_TEXT = {
  no: 'mobile.orders.no',
  vipKeyword: 'mobile.orders.member',
  barcode: 'mobile.orders.barcode',
} as const satisfies Record<SearchField, string>;

/** Sales documents, newest first, searched by number, member or barcode within a period; tap one for its detail. */
export default function OrderList() {
  const { t } = useTranslation();
  const [search, setSearch] = useState<OrderSearch>({ field: 'no', text: '', period: 'all' });
  const [openId, setOpenId] = useState<number | null>(null);
  const filter = orderFilter(search, new Date());
  const orders = useInfiniteQuery({
    // pages scrolled in, apart from the list kit's numbered pages of the same call
    queryKey: saleOrderKeys.call('page', 'infinite', filter),
    queryFn: ({ pageParam, signal }) =>
      saleOrderApi.page({ ...filter, page: pageParam, pageSize: PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.page + 1 : undefined),
  });
  const items = orders.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="orderlist">
      <div className="orderlist-search">
        <SearchBar
          placeholder={t(FIELD_TEXT[search.field])}
          onSearch={(text) => setSearch((s) => ({ ...s, text }))}
          onClear={() => setSearch((s) => ({ ...s, text: '' }))}
          data-testid="orderlist-search"
        />
        <Selector
          columns={3}
          value={[search.field]}
          onChange={(values) => {
            if (values[0]) setSearch((s) => ({ ...s, field: values[0] as SearchField }));
          }}
          options={SEARCH_FIELDS.map((field) => ({ value: field, label: t(FIELD_TEXT[field]) }))}
        />
        <CapsuleTabs
          activeKey={search.period}
          onChange={(key) => setSearch((s) => ({ ...s, period: key as RangePreset | 'all' }))}
        >
          <CapsuleTabs.Tab key="all" title={t('mobile.orders.all')} />
          {RANGE_PRESETS.map((preset) => (
            <CapsuleTabs.Tab key={preset} title={t(`mobile.report.range.${preset}`)} />
          ))}
        </CapsuleTabs>
      </div>
      {orders.isPending ? <MobileLoading /> : null}
      {orders.isError ? <ErrorBlock status="default" title={orders.error.message} description="" /> : null}
      {orders.isSuccess && items.length === 0 ? (
        <ErrorBlock status="empty" title={t('mobile.orders.empty')} description="" />
      ) : null}
      <List className="orderlist-list" data-testid="orderlist">
        {items.map((order) => (
          <OrderItem key={order.id} order={order} onOpen={() => setOpenId(order.id)} />
        ))}
      </List>
      <InfiniteScroll
        hasMore={orders.hasNextPage}
        loadMore={async () => {
          await orders.fetchNextPage();
        }}
      >
        <span className="mobile-muted">{items.length > 0 ? t('mobile.orders.noMore') : null}</span>
      </InfiniteScroll>
      <Popup
        visible={openId !== null}
        onMaskClick={() => setOpenId(null)}
        onClose={() => setOpenId(null)}
        bodyClassName="orderlist-popup"
        destroyOnClose
        showCloseButton
      >
        {openId !== null ? <OrderDetail id={openId} /> : null}
      </Popup>
    </div>
  );
}
