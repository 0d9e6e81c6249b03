import type { SellableOutput } from '@retail/contracts/api/retail/goods';
import { Empty, Input, List, Modal, Spin, Tag, Typography } from 'antd';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { yuanText } from '../../../../components/display/format.ts';
import { nextHighlight } from '../../../../components/scan/listNavigation.ts';
import { useSellableSearch } from '../../../../components/scan/useSellableSearch.ts';

interface Props {
  open: boolean;
  onPick(entry: SellableOutput): void;
  onClose(): void;
}

const variantOf = (e: SellableOutput) => [e.color, e.size, e.spec].filter(Boolean).join(' · ');

/** Finds goods without a scanner: type a name, code, barcode or pinyin initials, ↑/↓ to choose, Enter to add. */
export function GoodsSearchPicker({ open, onPick, onClose }: Props) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [highlight, setHighlight] = useState(0);
  const { entries, loading, settled } = useSellableSearch(keyword);
  const shown = Math.min(highlight, entries.length - 1);

  const pick = (entry: SellableOutput | undefined) => {
    if (!entry) return;
    setKeyword('');
    setHighlight(0);
    onPick(entry);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      // Enter before the answer to the latest keyword would pick from an older list
      if (settled && !loading) pick(entries[shown]);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setHighlight(nextHighlight(shown, event.key, entries.length));
  };

  return (
    <Modal
      open={open}
      title={t('till.search.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={640}
      data-testid="till-search"
    >
      <Input
        autoFocus
        value={keyword}
        onChange={(event) => {
          setKeyword(event.target.value);
          setHighlight(0);
        }}
        onKeyDown={onKeyDown}
        maxLength={64}
        placeholder={t('till.search.placeholder')}
        aria-label={t('till.search.title')}
        data-testid="till-search-input"
      />
      <Spin spinning={loading}>
        {entries.length === 0 ? (
          keyword.trim() && settled && !loading ? (
            <Empty description={t('till.search.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : null
        ) : (
          <List
            size="small"
            dataSource={entries}
            renderItem={(entry, index) => (
              <List.Item
                role="option"
                aria-selected={index === shown}
                onClick={() => pick(entry)}
                style={{
                  cursor: 'pointer',
                  background: index === shown ? 'var(--ant-color-primary-bg)' : undefined,
                }}
                data-testid="till-search-entry"
              >
                <List.Item.Meta
                  title={`${entry.goodsCode} ${entry.goodsName}`}
                  description={
                    <>
                      {entry.barcode ?? <Tag>{t('till.search.noBarcode')}</Tag>} {variantOf(entry)}
                    </>
                  }
                />
                <Typography.Text>{yuanText(entry.retailPrice)}</Typography.Text>
                <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
                  {t('till.search.stock', { qty: entry.qty })}
                </Typography.Text>
              </List.Item>
            )}
          />
        )}
      </Spin>
    </Modal>
  );
}
