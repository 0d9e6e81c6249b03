import type { BarcodeLookupOutput } from '@retail/contracts/api/retail/goods-barcode';
import type { SaleOrderDetailOutput } from '@retail/contracts/api/retail/sale-order';
import type { VipOutput } from '@retail/contracts/api/retail/vip';
import { Alert, Button, Descriptions, Divider, Drawer, Flex, Input, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOnSale } from '../../../../api/goods-barcode.ts';
import { saleOrderApi, saleOrderKeys } from '../../../../api/sale-order.ts';
import { vipKeys } from '../../../../api/vip.ts';
import { yuanText } from '../../../../components/display/format.ts';
import { feedback } from '../../../../components/feedback/feedback.ts';
import { useListReload } from '../../../../components/list/useListReload.ts';
import { BarcodeScanInput } from '../../../../components/retail-docs/BarcodeScanInput.tsx';
import { fen, yuanOf } from '../../../../components/retail-docs/money.ts';
import {
  addToCart,
  balancePaidFen,
  type CartLine,
  cartTotals,
  lineFromLookup,
  type PaymentDraft,
  paidFen,
} from './cart.ts';
import { CartTable } from './CartTable.tsx';
import { CheckoutResult } from './CheckoutResult.tsx';
import { newClientKey } from '../../../../components/retail-docs/clientKey.ts';
import { MemberPicker } from './MemberPicker.tsx';
import { PaymentsEditor } from './PaymentsEditor.tsx';
import { problemText } from './problems.ts';

/** The sale screen: scan, pick the member, discount, take the payments, submit once. */
export function CheckoutDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const reloadOrders = useListReload(saleOrderKeys.all);
  const reloadMembers = useListReload(vipKeys.all);
  const [clientKey, setClientKey] = useState(newClientKey);
  const [lines, setLines] = useState<CartLine[]>([]);
  const [member, setMember] = useState<VipOutput | null>(null);
  const [orderDiscount, setOrderDiscount] = useState('');
  const [payments, setPayments] = useState<PaymentDraft[]>([]);
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<SaleOrderDetailOutput | null>(null);

  const totals = cartTotals(lines, member !== null, orderDiscount);
  const paid = paidFen(payments);
  const balancePaid = balancePaidFen(payments);
  const balanceShort = member !== null && balancePaid > fen(member.balance);
  const ready =
    lines.length > 0 &&
    totals.problems.length === 0 &&
    paid === totals.dueFen &&
    payments.length > 0 &&
    !balanceShort;

  const reset = () => {
    setClientKey(newClientKey());
    setLines([]);
    setMember(null);
    setOrderDiscount('');
    setPayments([]);
    setRemark('');
    setDone(null);
  };
  const changeMember = (next: VipOutput | null) => {
    setMember(next);
    // prices follow the member, so amounts typed for the old prices no longer apply
    setPayments([]);
  };

  // goods taken off sale are refused at the scan, not only when the server refuses the payment
  const scanned = (found: BarcodeLookupOutput) => {
    if (isOnSale(found)) setLines((l) => addToCart(l, lineFromLookup(found)));
    else
      feedback.error(t('retailDocs.sale.offSaleRefused', { name: found.goodsName, barcode: found.barcode }));
  };

  const submit = async () => {
    setBusy(true);
    try {
      const order = await saleOrderApi.add({
        clientKey,
        vipId: member?.id ?? null,
        lines: lines.map((line) => ({
          barcode: line.barcode,
          qty: line.qty,
          ...(line.discount ? { discount: line.discount } : {}),
        })),
        ...(orderDiscount ? { orderDiscount } : {}),
        payments: payments.map((p) => ({ method: p.method, amount: p.amount || '0' })),
        remark: remark.trim() || null,
      });
      setDone(order);
      reloadOrders();
      // the member's balance, totals and ranking changed too
      if (member) reloadMembers();
    } catch (error) {
      // the key stays: a retry after a lost answer returns the order the server already recorded, and a refused
      // sale recorded nothing under it
      feedback.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      width={980}
      title={t('retailDocs.sale.newSale')}
      destroyOnHidden={false}
      maskClosable={false}
      data-testid="sale-checkout"
    >
      {done ? (
        <CheckoutResult order={done} onNext={reset} />
      ) : (
        <Flex vertical gap={12}>
          <BarcodeScanInput autoFocus testId="sale-scan" onFound={scanned} />
          <CartTable lines={lines} member={member !== null} onChange={setLines} />
          <Divider plain>{t('retailDocs.sale.member')}</Divider>
          <MemberPicker member={member} onChange={changeMember} />
          <Divider plain>{t('retailDocs.sale.settle')}</Divider>
          <Space wrap>
            <span>{t('retailDocs.sale.orderDiscount')}</span>
            <InputNumber<string>
              stringMode
              min="0"
              precision={2}
              value={orderDiscount || null}
              onChange={(value) => setOrderDiscount(value ?? '')}
              aria-label={t('retailDocs.sale.orderDiscount')}
            />
          </Space>
          <Descriptions size="small" column={4} bordered>
            <Descriptions.Item label={t('retailDocs.common.totalQty')}>{totals.totalQty}</Descriptions.Item>
            <Descriptions.Item label={t('retailDocs.sale.listAmount')}>
              {yuanOf(totals.listFen)}
            </Descriptions.Item>
            <Descriptions.Item label={t('retailDocs.sale.discount')}>
              {yuanOf(totals.lineDiscountFen + totals.orderDiscountFen)}
            </Descriptions.Item>
            <Descriptions.Item label={t('retailDocs.sale.amountDue')}>
              <strong data-testid="sale-due">{yuanOf(totals.dueFen)}</strong>
            </Descriptions.Item>
          </Descriptions>
          {totals.problems.map((problem) => (
            <Alert key={JSON.stringify(problem)} type="error" showIcon message={problemText(t, problem)} />
          ))}
          <PaymentsEditor
            dueFen={totals.dueFen}
            payments={payments}
            onChange={setPayments}
            hasMember={member !== null}
          />
          {member && balancePaid > 0 ? (
            <Alert
              type={balanceShort ? 'error' : 'info'}
              showIcon
              message={t(balanceShort ? 'retailDocs.sale.balanceShort' : 'retailDocs.sale.balanceHint', {
                balance: yuanText(member.balance),
              })}
              data-testid="sale-balance-hint"
            />
          ) : null}
          <Input.TextArea
            rows={2}
            maxLength={256}
            value={remark}
            onChange={(event) => setRemark(event.target.value)}
            placeholder={t('ui.remark')}
          />
          <Flex justify="end">
            <Button
              type="primary"
              size="large"
              disabled={!ready}
              loading={busy}
              onClick={() => void submit()}
              data-testid="sale-submit"
            >
              {t('retailDocs.sale.submit', { amount: yuanOf(totals.dueFen) })}
            </Button>
          </Flex>
        </Flex>
      )}
    </Drawer>
  );
}
