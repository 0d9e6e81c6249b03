import { RefundMethod } from '@retail/contracts';
import type { BarcodeLookupOutput } from '@retail/contracts/api/retail/goods-barcode';
import type { SaleOrderDetailOutput } from '@retail/contracts/api/retail/sale-order';
import type { VipOutput } from '@retail/contracts/api/retail/vip';
import { Alert, Button, Divider, Drawer, Flex, Input, InputNumber, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saleOrderApi, saleOrderKeys } from '../../../../api/sale-order.ts';
import { vipKeys } from '../../../../api/vip.ts';
import { feedback } from '../../../../components/feedback/feedback.ts';
import { removeLineColumn } from '../../../../components/list/columns.tsx';
import { useListReload } from '../../../../components/list/useListReload.ts';
import { BarcodeScanInput } from '../../../../components/retail-docs/BarcodeScanInput.tsx';
import { newClientKey } from '../../../../components/retail-docs/clientKey.ts';
import { MemberPicker } from '../checkout/MemberPicker.tsx';
import { TillLocation, tillLocationInput } from '../checkout/TillLocation.tsx';
import { RefundMethodPicker } from '../detail/RefundMethodPicker.tsx';
import { ReturnResult } from './ReturnResult.tsx';

interface ReturnLine {
  barcode: string;
  goods: string;
  qty: number;
}

type ReturnMethod = typeof RefundMethod.Cash | typeof RefundMethod.Balance;

/**
 * A return without the original receipt: scan what comes back; the server prices it (the barcode's last sale,
 * else the catalogue), puts it back in stock and pays it out as cash or to the member's balance.
 */
export function ReturnDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const reloadOrders = useListReload(saleOrderKeys.all);
  const reloadMembers = useListReload(vipKeys.all);
  const [clientKey, setClientKey] = useState(newClientKey);
  const [lines, setLines] = useState<ReturnLine[]>([]);
  const [member, setMember] = useState<VipOutput | null>(null);
  const [method, setMethod] = useState<ReturnMethod>(RefundMethod.Cash);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<SaleOrderDetailOutput | null>(null);
  // where the goods go back: the user's own location (null) unless it chose another
  const [location, setLocation] = useState<number | null>(null);

  const reset = () => {
    setClientKey(newClientKey());
    setLines([]);
    setMember(null);
    setMethod(RefundMethod.Cash);
    setReason('');
    setDone(null);
  };
  const scanned = (found: BarcodeLookupOutput) =>
    setLines((current) => {
      const index = current.findIndex((l) => l.barcode === found.barcode);
      if (index >= 0) return current.map((l, i) => (i === index ? { ...l, qty: l.qty + 1 } : l));
      const variant = [found.color, found.size].filter(Boolean).join('/');
      return [...current, { barcode: found.barcode, goods: `${found.goodsName} ${variant}`.trim(), qty: 1 }];
    });
  const changeMember = (next: VipOutput | null) => {
    setMember(next);
    if (!next) setMethod(RefundMethod.Cash);
  };

  const submit = async () => {
    setBusy(true);
    try {
      const order = await saleOrderApi.returnNoReceipt({
        clientKey,
        vipId: member?.id ?? null,
        lines: lines.map((l) => ({ barcode: l.barcode, qty: l.qty })),
        method,
        reason: reason.trim() || null,
        ...tillLocationInput(location),
      });
      setDone(order);
      reloadOrders();
      if (member) reloadMembers();
    } catch (error) {
      // the key stays: a retry after a lost answer returns the return already recorded
      feedback.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      width={820}
      title={t('till.returns.title')}
      maskClosable={false}
      data-testid="return-drawer"
    >
      {done ? (
        <ReturnResult order={done} onNext={reset} />
      ) : (
        <Flex vertical gap={12}>
          <TillLocation value={location} onChange={setLocation} returning />
          <BarcodeScanInput
            autoFocus
            testId="return-scan"
            placeholder={t('till.returns.scan')}
            onFound={scanned}
          />
          <Table<ReturnLine>
            size="small"
            rowKey="barcode"
            pagination={false}
            dataSource={lines}
            locale={{ emptyText: t('till.returns.empty') }}
            data-testid="return-lines"
            columns={[
              { title: t('retailDocs.common.barcode'), dataIndex: 'barcode' },
              { title: t('retailDocs.common.goods'), dataIndex: 'goods' },
              {
                title: t('retailDocs.common.qty'),
                dataIndex: 'qty',
                width: 110,
                render: (qty: number, line, index) => (
                  <InputNumber
                    value={qty}
                    min={1}
                    max={100000}
                    precision={0}
                    aria-label={`${t('retailDocs.common.qty')} ${line.barcode}`}
                    onChange={(value) =>
                      setLines((current) =>
                        current.map((l, i) => (i === index ? { ...l, qty: value ?? 1 } : l)),
                      )
                    }
                  />
                ),
              },
              removeLineColumn<ReturnLine>(
                (line) => `${t('till.returns.remove')} ${line.barcode}`,
                (index) => setLines((current) => current.filter((_l, i) => i !== index)),
                80,
              ),
            ]}
          />
          <Alert type="info" showIcon message={t('till.returns.priceHint')} />
          <Divider plain>{t('till.returns.member')}</Divider>
          <MemberPicker member={member} onChange={changeMember} />
          <RefundMethodPicker
            value={method}
            onChange={(next) => setMethod(next as ReturnMethod)}
            hasMember={member !== null}
            withOriginal={false}
          />
          <Input.TextArea
            rows={2}
            maxLength={256}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder={t('till.returns.reason')}
          />
          <Flex justify="end">
            <Button
              type="primary"
              danger
              size="large"
              disabled={lines.length === 0}
              loading={busy}
              onClick={() => void submit()}
              data-testid="return-submit"
            >
              {t('till.returns.submit')}
            </Button>
          </Flex>
        </Flex>
      )}
    </Drawer>
  );
}
