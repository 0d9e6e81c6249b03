import type { ParkedSaleOutput, RecalledSaleOutput } from '@retail/contracts/api/retail/sale-park';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Flex, Modal, Space, Spin, Typography, theme } from 'antd';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saleParkApi, saleParkKeys } from '../../../../api/sale-park.ts';
import { YuanText } from '../../../../components/display/YuanText.tsx';
import { errorText } from '../../../../components/feedback/errorText.ts';
import { feedback } from '../../../../components/feedback/feedback.ts';
import { useListReload } from '../../../../components/list/useListReload.ts';

interface Props {
  open: boolean;
  onClose(): void;
  onRecalled(sale: RecalledSaleOutput): void;
}

const STEP: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };

/**
 * The store's parked sales, newest first: ↑/↓ choose, Enter recalls, Delete discards (after a confirmation).
 * The list is read fresh on every opening, as other tills park and recall too.
 */
export function RecallDialog({ open, onClose, onRecalled }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const reload = useListReload(saleParkKeys.all);
  const parked = useQuery({
    queryKey: saleParkKeys.call('list'),
    queryFn: ({ signal }) => saleParkApi.list(signal),
    enabled: open,
    staleTime: 0,
  });
  const sales = parked.data ?? [];
  const [active, setActive] = useState(0);
  const [busy, setBusy] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const current = Math.max(0, Math.min(active, sales.length - 1));
  const labelOf = (sale: ParkedSaleOutput) => sale.label ?? t('park.noLabel');

  const recall = async (sale: ParkedSaleOutput) => {
    if (busy) return;
    setBusy(true);
    try {
      onRecalled(await saleParkApi.recall(sale.id));
    } catch (error) {
      feedback.error(errorText(error));
    } finally {
      setBusy(false);
      void reload();
    }
  };

  const discard = (sale: ParkedSaleOutput) =>
    Modal.confirm({
      title: t('ui.confirmTitle'),
      content: t('park.discardQuestion', { label: labelOf(sale) }),
      okText: t('park.discard'),
      okButtonProps: { danger: true, 'data-testid': 'park-discard-ok' },
      cancelText: t('ui.cancel'),
      onOk: async () => {
        try {
          await saleParkApi.discard(sale.id);
          feedback.success(t('park.discarded'));
        } catch (error) {
          feedback.error(errorText(error));
        } finally {
          await reload();
          list.current?.focus();
        }
      },
    });

  const onKeyDown = (event: KeyboardEvent) => {
    const sale = sales[current];
    if (!sale) return;
    const step = STEP[event.key];
    if (step) setActive(Math.max(0, Math.min(current + step, sales.length - 1)));
    else if (event.key === 'Enter') void recall(sale);
    else if (event.key === 'Delete') discard(sale);
    else return;
    event.preventDefault();
  };

  return (
    <Modal
      open={open}
      title={t('park.recallTitle')}
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
      afterOpenChange={(opened) => {
        if (opened) list.current?.focus();
      }}
    >
      <Typography.Paragraph type="secondary">{t('park.keyboardHint')}</Typography.Paragraph>
      <Spin spinning={parked.isFetching || busy}>
        <div
          ref={list}
          role="listbox"
          tabIndex={0}
          aria-label={t('park.recallTitle')}
          aria-activedescendant={sales[current] ? `parked-sale-${sales[current].id}` : undefined}
          onKeyDown={onKeyDown}
          data-testid="park-list"
          style={{ maxHeight: 420, overflowY: 'auto', outlineColor: token.colorPrimary }}
        >
          {sales.length === 0 && !parked.isFetching ? <Empty description={t('park.empty')} /> : null}
          {sales.map((sale, index) => (
            <div
              key={sale.id}
              id={`parked-sale-${sale.id}`}
              role="option"
              aria-selected={index === current}
              onClick={() => setActive(index)}
              onDoubleClick={() => void recall(sale)}
              data-testid="park-item"
              style={{
                padding: '8px 12px',
                borderRadius: token.borderRadius,
                background: index === current ? token.controlItemBgActive : undefined,
              }}
            >
              <Flex justify="space-between" align="center" gap={12}>
                <div>
                  <Typography.Text strong>{labelOf(sale)}</Typography.Text>
                  <div>
                    <Typography.Text type="secondary">
                      {[
                        sale.createTime,
                        sale.createUserName,
                        t('park.items', { lines: sale.lineCount, qty: sale.totalQty }),
                      ].join(' · ')}
                    </Typography.Text>
                  </div>
                </div>
                <Space>
                  <span title={t('park.total')}>
                    <YuanText value={sale.amount} />
                  </span>
                  <Button
                    size="small"
                    type="primary"
                    onClick={() => void recall(sale)}
                    data-testid="park-recall"
                  >
                    {t('park.recall')}
                  </Button>
                  <Button size="small" danger onClick={() => discard(sale)} data-testid="park-discard">
                    {t('park.discard')}
                  </Button>
                </Space>
              </Flex>
            </div>
          ))}
        </div>
      </Spin>
    </Modal>
  );
}
