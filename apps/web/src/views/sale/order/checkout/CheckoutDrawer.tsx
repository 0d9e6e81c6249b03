import type { BarcodeLookupOutput } from '@retail/contracts/api/retail/goods-barcode';
import type { SaleOrderDetailOutput } from '@retail/contracts/api/retail/sale-order';
import type { VipOutput } from '@retail/contracts/api/retail/vip';
import { SearchOutlined } from '@ant-design/icons';
import type { SellableOutput } from '@retail/contracts/api/retail/goods';
import {
  Alert,
  Button,
  Descriptions,
  Divider,
  Drawer,
  Flex,
  Input,
  type InputRef,
  InputNumber,
  Modal,
  Space,
  Typography,
} from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOnSale } from '../../../../api/goods-barcode.ts';
import { saleOrderApi, saleOrderKeys } from '../../../../api/sale-order.ts';
import { vipKeys } from '../../../../api/vip.ts';
import { yuanText } from '../../../../components/display/format.ts';
import { feedback } from '../../../../components/feedback/feedback.ts';
import { useListReload } from '../../../../components/list/useListReload.ts';
import {
  BarcodeScanInput,
  type ScanBoxHandle,
} from '../../../../components/retail-docs/BarcodeScanInput.tsx';
import { codeToSell } from '../../../../components/scan/codeToSell.ts';
import { useScanFocus } from '../../../../components/scan/useScanFocus.ts';
import { fen, yuanOf } from '../../../../components/retail-docs/money.ts';
import {
  addToCart,
  balancePaidFen,
  type CartLine,
  cartTotals,
  lineFromLookup,
  type PaymentDraft,
  paidFen,
  saleLines,
} from './cart.ts';
import { CartTable } from './CartTable.tsx';
import { CheckoutResult } from './CheckoutResult.tsx';
import { newClientKey } from '../../../../components/retail-docs/clientKey.ts';
import { GoodsSearchPicker } from './GoodsSearchPicker.tsx';
import { MemberPicker } from './MemberPicker.tsx';
import { ParkButtons } from './ParkButtons.tsx';
import type { RecalledCart } from './parkedCart.ts';
import { PaymentsEditor } from './PaymentsEditor.tsx';
import { problemText } from './problems.ts';
import { ShiftBar } from '../../shift/till/ShiftBar.tsx';
import { ShortcutKey } from './ShortcutKey.tsx';
import { focusTillField } from './tillFocus.ts';
import { useParkRecall } from './useParkRecall.tsx';
import { type TillActions, useTillShortcuts } from './useTillShortcuts.ts';
import { DiscountApproval, useDiscountLimit } from './DiscountApproval.tsx';
import { aboveLimit, type DiscountPercents, discountPercents } from './discountPercents.ts';
import { TenderPanel } from './TenderPanel.tsx';
import { TillLocation, tillLocationInput } from './TillLocation.tsx';
import { cashPaidFen, tenderToSend } from './tender.ts';

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
  const [searching, setSearching] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const scanInput = useRef<InputRef>(null);
  const scanBox = useRef<ScanBoxHandle>(null);
  const [tendered, setTendered] = useState('');
  const limit = useDiscountLimit();
  const [approved, setApproved] = useState<DiscountPercents | null>(null);
  const [approving, setApproving] = useState(false);
  // the location sold from: the user's own (null) unless it chose another; kept from sale to sale
  const [location, setLocation] = useState<number | null>(null);

  const totals = cartTotals(lines, member !== null, orderDiscount);
  const paid = paidFen(payments);
  const balancePaid = balancePaidFen(payments);
  const balanceShort = member !== null && balancePaid > fen(member.balance);
  const cashFen = cashPaidFen(payments);
  const tender = tenderToSend(cashFen, tendered);
  const pct = discountPercents(lines, member !== null, orderDiscount);
  const needsApproval =
    aboveLimit(limit.data, pct) && !(approved && approved.line >= pct.line && approved.order >= pct.order);
  const ready =
    lines.length > 0 &&
    totals.problems.length === 0 &&
    paid === totals.dueFen &&
    payments.length > 0 &&
    !balanceShort &&
    tender !== null;

  const reset = () => {
    setClientKey(newClientKey());
    setLines([]);
    setMember(null);
    setOrderDiscount('');
    setPayments([]);
    setRemark('');
    setDone(null);
    setTendered('');
    setApproved(null);
  };
  // a recalled sale is a new checkout (reset gives it a new client key) with the parked cart in it
  const load = (cart: RecalledCart) => {
    reset();
    setLines(cart.lines);
    setMember(cart.member);
    setOrderDiscount(cart.orderDiscount);
    setRemark(cart.remark);
  };
  const parking = useParkRecall({
    cart: { lines, member, orderDiscount, remark },
    onParked: reset,
    onRecalled: load,
  });
  // a dialog of the till (search, park, recall, approval) holds the keyboard until it closes
  const dialogOpen = searching || parking.dialogOpen || approving;
  const scanning = open && done === null && !dialogOpen;
  const { backToScan } = useScanFocus(scanInput, area, scanning);
  const changeMember = (next: VipOutput | null) => {
    setMember(next);
    // prices follow the member, so amounts typed for the old prices no longer apply
    setPayments([]);
    // the member field is done with (it makes way for the member's card), even while it still has the focus
    backToScan(true);
  };
  const changeLines = (next: CartLine[]) => {
    setLines(next);
    backToScan();
  };
  const changePayments = (next: PaymentDraft[]) => {
    setPayments(next);
    backToScan();
  };

  const scanned = (found: BarcodeLookupOutput) => setLines((l) => addToCart(l, lineFromLookup(found)));
  // goods taken off sale are refused at the scan, not only when the server refuses the payment
  const refuse = (found: BarcodeLookupOutput) =>
    isOnSale(found)
      ? null
      : t('retailDocs.sale.offSaleRefused', { name: found.goodsName, barcode: found.barcode });
  const picked = (entry: SellableOutput) => {
    setSearching(false);
    codeToSell(entry).then(
      (code) => scanBox.current?.push(code),
      (error: unknown) => feedback.error(error instanceof Error ? error.message : String(error)),
    );
  };

  const submit = async () => {
    setBusy(true);
    try {
      const order = await saleOrderApi.add({
        clientKey,
        vipId: member?.id ?? null,
        lines: saleLines(lines),
        ...(orderDiscount ? { orderDiscount } : {}),
        payments: payments.map((p) => ({ method: p.method, amount: p.amount || '0' })),
        ...(tender ? { cashTendered: tender } : {}),
        remark: remark.trim() || null,
        ...tillLocationInput(location),
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

  // a discount above the cashier's limit asks a supervisor first; the approval then submits
  const pay = () => (needsApproval ? setApproving(true) : void submit());

  const shortcuts: TillActions = {
    newSale: () => {
      if (done) reset();
      else if (lines.length > 0)
        Modal.confirm({
          title: t('till.keys.discardSale'),
          okText: t('till.keys.discard'),
          cancelText: t('ui.cancel'),
          onOk: reset,
        });
    },
    search: () => setSearching(true),
    member: () => focusTillField(area.current, 'member'),
    quantity: () => focusTillField(area.current, 'quantity', 'last'),
    lineDiscount: () => focusTillField(area.current, 'lineDiscount', 'last'),
    orderDiscount: () => focusTillField(area.current, 'orderDiscount'),
    park: parking.openPark,
    recall: parking.openRecall,
    pay: () => {
      if (ready && !busy) pay();
      else focusTillField(area.current, 'pay');
    },
  };
  useTillShortcuts(shortcuts, open && !dialogOpen);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      width={980}
      title={t('retailDocs.sale.newSale')}
      destroyOnHidden={false}
      maskClosable={false}
      // Escape takes the cashier back to the scan box, never out of the sale
      keyboard={false}
      data-testid="sale-checkout"
    >
      {done ? (
        <CheckoutResult order={done} onNext={reset} />
      ) : (
        <Flex vertical gap={12} ref={area}>
          <ShiftBar />
          <TillLocation
            value={location}
            onChange={(next) => {
              setLocation(next);
              // the choice is made: back to scanning
              backToScan(true);
            }}
          />
          <BarcodeScanInput
            autoFocus
            testId="sale-scan"
            onFound={scanned}
            refuse={refuse}
            active={scanning}
            inputRef={scanInput}
            ref={scanBox}
            extra={
              <>
                <Button
                  icon={<SearchOutlined />}
                  onClick={() => setSearching(true)}
                  data-testid="sale-find-goods"
                >
                  {t('till.search.open')} <ShortcutKey action="search" />
                </Button>
                <ParkButtons parking={parking} />
              </>
            }
          />
          <CartTable lines={lines} member={member !== null} onChange={changeLines} />
          <Divider plain>{t('retailDocs.sale.member')}</Divider>
          <MemberPicker member={member} onChange={changeMember} />
          <Divider plain>{t('retailDocs.sale.settle')}</Divider>
          <Space wrap>
            <span>
              {t('retailDocs.sale.orderDiscount')} <ShortcutKey action="orderDiscount" />
            </span>
            <InputNumber<string>
              data-till-focus="orderDiscount"
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
            onChange={changePayments}
            hasMember={member !== null}
          />
          {cashFen > 0 ? <TenderPanel cashFen={cashFen} tendered={tendered} onChange={setTendered} /> : null}
          {needsApproval ? (
            <Alert
              type="warning"
              showIcon
              message={t('till.approval.needed')}
              data-testid="sale-needs-approval"
            />
          ) : null}
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
              onClick={pay}
              data-testid="sale-submit"
            >
              {t('retailDocs.sale.submit', { amount: yuanOf(totals.dueFen) })} <ShortcutKey action="pay" />
            </Button>
          </Flex>
          <Typography.Text type="secondary" data-testid="sale-keys">
            {t('till.keys.hint')}
          </Typography.Text>
        </Flex>
      )}
      <GoodsSearchPicker open={searching} onPick={picked} onClose={() => setSearching(false)} />
      {approving ? (
        <DiscountApproval
          open
          clientKey={clientKey}
          pct={pct}
          limit={limit.data}
          onApproved={(granted) => {
            setApproved(granted);
            setApproving(false);
            void submit();
          }}
          onCancel={() => setApproving(false)}
        />
      ) : null}
    </Drawer>
  );
}
