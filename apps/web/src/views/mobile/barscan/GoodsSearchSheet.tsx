import type { SellableOutput } from '@retail/contracts/api/retail/goods';
import { List, Popup, SearchBar, SpinLoading, Tag } from 'antd-mobile';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { yuanText } from '../../../components/display/format.ts';
import { nextHighlight } from '../../../components/scan/listNavigation.ts';
import { useSellableSearch } from '../../../components/scan/useSellableSearch.ts';

interface Props {
  open: boolean;
  onPick(entry: SellableOutput): void;
  onClose(): void;
}

/** The phone's goods search: name, code, barcode or pinyin initials; a tap (or ↑/↓ and Enter) adds it. */
export function GoodsSearchSheet({ open, onPick, onClose }: Props) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [highlight, setHighlight] = useState(0);
  const { entries, loading, settled } = useSellableSearch(keyword);
  const shown = Math.min(highlight, entries.length - 1);
  const pick = (entry: SellableOutput | undefined) => {
    if (!entry) return;
    setKeyword('');
    onPick(entry);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setHighlight(nextHighlight(shown, event.key, entries.length));
    }
  };
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose
      bodyStyle={{ height: '70vh' }}
    >
      <div className="mobile-section" onKeyDown={onKeyDown} data-testid="barscan-search-sheet">
        <SearchBar
          autoFocus
          value={keyword}
          onChange={(text) => {
            setKeyword(text);
            setHighlight(0);
          }}
          onSearch={() => {
            if (settled && !loading) pick(entries[shown]);
          }}
          placeholder={t('till.search.placeholder')}
          data-testid="barscan-search-input"
        />
        {loading ? <SpinLoading /> : null}
        {entries.length === 0 && keyword.trim() && settled && !loading ? (
          <div className="mobile-muted">{t('till.search.empty')}</div>
        ) : null}
        <List>
          {entries.map((entry, index) => (
            <List.Item
              key={`${entry.goodsId}:${entry.barcode ?? ''}`}
              onClick={() => pick(entry)}
              description={
                <>
                  {entry.barcode ?? <Tag>{t('till.search.noBarcode')}</Tag>}{' '}
                  {[entry.color, entry.size].filter(Boolean).join(' · ')}
                </>
              }
              extra={`${yuanText(entry.retailPrice)} · ${t('till.search.stock', { qty: entry.qty })}`}
              style={index === shown ? { background: 'var(--adm-color-fill-content, #f5f5f5)' } : undefined}
              data-testid="barscan-search-entry"
            >
              {entry.goodsCode} {entry.goodsName}
            </List.Item>
          ))}
        </List>
      </div>
    </Popup>
  );
}
