import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { pickOption } from '../support/antd.ts';
import { call, openScreen } from '../support/retailApi.ts';
import { signInOnPage, useShellServer } from '../support/shellServer.ts';

// purchase → two receipts → transfer → sale, the valuation screen checked after each step
const server = useShellServer(300_000);

interface Location {
  id: number;
  name: string;
  own: boolean;
}
interface Valuation {
  rows: Array<{ locationId: number; qty: number; value: number }>;
  totalQty: number;
  totalValue: number;
}

/** The test's own books: per location and barcode, quantity and average cost in fen. */
type Books = Map<number, Map<string, { qty: number; avg: number }>>;

function expected(books: Books) {
  const rows = [...books.entries()]
    .sort(([a], [b]) => a - b)
    .map(([locationId, items]) => {
      const held = [...items.values()].filter((i) => i.qty !== 0);
      return {
        locationId,
        qty: held.reduce((sum, i) => sum + i.qty, 0),
        value: held.reduce((sum, i) => sum + i.qty * i.avg, 0) / 100,
      };
    })
    .filter((r) => r.qty !== 0);
  return {
    rows,
    totalQty: rows.reduce((sum, r) => sum + r.qty, 0),
    totalValue: Math.round(rows.reduce((sum, r) => sum + r.value, 0) * 100) / 100,
  };
}

/** The valuation screen, filtered to the flow's category, shows the same totals as the books. */
async function expectValuation(page: Page, api: APIRequestContext, categoryId: number, books: Books) {
  const want = expected(books);
  const report = await call<Valuation>(api, 'POST', '/api/stockValuation/report', { categoryId });
  expect(report.rows.map((r) => ({ locationId: r.locationId, qty: r.qty, value: r.value }))).toEqual(
    want.rows,
  );
  expect([report.totalQty, report.totalValue]).toEqual([want.totalQty, want.totalValue]);
  const screen = page.getByTestId('stock-valuation');
  await screen.getByRole('button', { name: /查\s*询|Search/ }).click();
  await expect(screen.getByTestId('valuation-total-qty')).toHaveText(String(want.totalQty));
  await expect(screen.getByTestId('valuation-total-value')).toContainText(want.totalValue.toFixed(2));
}

test('a purchase received at the warehouse in two parts, transferred to store A and sold there keeps the valuation equal to the books', async ({
  page,
}) => {
  const { api: admin } = await server.api('admin');
  const { api: keeper } = await server.api('keeper');
  const { api: manager } = await server.api('manager');
  const { api: cashier } = await server.api('cashier');
  const categoryName = `估值流程 ${Date.now().toString(36)}`;
  const categoryId = await call<number>(admin, 'POST', '/api/goodsCategory/add', { name: categoryName });
  const supplierId = await call<number>(admin, 'POST', '/api/goodsSupplier/add', {
    name: `估值供应商 ${categoryId}`,
  });
  const codes = ['FLOW-A-01', 'FLOW-B-01'];
  for (const [i, barcode] of codes.entries()) {
    const goodsId = await call<number>(admin, 'POST', '/api/goods/add', {
      code: `FLOW-${i}-${categoryId}`,
      name: `Flow goods ${i}`,
      categoryId,
      supplierId,
      costPrice: 1,
      retailPrice: 12,
    });
    await call(admin, 'POST', '/api/goodsBarcode/add', { goodsId, barcode });
  }
  const locations = await call<Location[]>(keeper, 'GET', '/api/stockLocation/list');
  const warehouse = locations.find((l) => l.own)?.id as number;
  const storeA = (await call<Location[]>(manager, 'GET', '/api/stockLocation/list')).find((l) => l.own)
    ?.id as number;
  const books: Books = new Map([
    [warehouse, new Map()],
    [storeA, new Map()],
  ]);
  const book = (locationId: number, barcode: string) => {
    const items = books.get(locationId) as Map<string, { qty: number; avg: number }>;
    const item = items.get(barcode) ?? { qty: 0, avg: 0 };
    items.set(barcode, item);
    return item;
  };
  const arrive = (locationId: number, barcode: string, qty: number, cost: number) => {
    const item = book(locationId, barcode);
    const held = Math.max(item.qty, 0);
    item.avg = Math.round((held * item.avg + qty * cost) / (held + qty));
    item.qty += qty;
  };

  await page.goto('/login');
  await signInOnPage(page, 'admin');
  await expect(page).not.toHaveURL(/\/login$/);
  await openScreen(page, '/report/valuation', (p) => p.getByTestId('stock-valuation'));
  await page.getByTestId('stock-valuation').locator('.ant-tree-select').click();
  await pickOption(page, categoryName);
  await expectValuation(page, admin, categoryId, books);

  // the keeper orders 10 of A at 5.00 and 6 of B at 2.50 for the warehouse
  const orderId = await call<number>(keeper, 'POST', '/api/purchaseOrder/add', {
    supplierId,
    lines: [
      { barcode: codes[0], qty: 10, unitCost: 5 },
      { barcode: codes[1], qty: 6, unitCost: 2.5 },
    ],
  });
  await call(keeper, 'POST', '/api/purchaseOrder/approve', { id: orderId });
  const order = await call<{ lines: Array<{ id: number; barcode: string }> }>(
    keeper,
    'GET',
    `/api/purchaseOrder/detail?id=${orderId}`,
  );
  const lineOf = (barcode: string) => order.lines.find((l) => l.barcode === barcode)?.id as number;
  await call(keeper, 'POST', '/api/purchaseOrder/receive', {
    id: orderId,
    lines: [
      { lineId: lineOf(codes[0] as string), qty: 4 },
      { lineId: lineOf(codes[1] as string), qty: 6 },
    ],
  });
  arrive(warehouse, codes[0] as string, 4, 500);
  arrive(warehouse, codes[1] as string, 6, 250);
  await expectValuation(page, admin, categoryId, books);
  await call(keeper, 'POST', '/api/purchaseOrder/receive', {
    id: orderId,
    lines: [{ lineId: lineOf(codes[0] as string), qty: 6 }],
  });
  arrive(warehouse, codes[0] as string, 6, 500);
  await expectValuation(page, admin, categoryId, books);

  // 3 of A and 2 of B go to store A: shipped by the keeper, received by the manager
  const transferId = await call<number>(keeper, 'POST', '/api/stockTransfer/add', {
    toLocationId: storeA,
    lines: [
      { barcode: codes[0], qty: 3 },
      { barcode: codes[1], qty: 2 },
    ],
  });
  await call(keeper, 'POST', '/api/stockTransfer/ship', { id: transferId });
  book(warehouse, codes[0] as string).qty -= 3;
  book(warehouse, codes[1] as string).qty -= 2;
  // in transit: no location holds it
  await expectValuation(page, admin, categoryId, books);
  const transfer = await call<{ lines: Array<{ id: number; qtyShipped: number }> }>(
    manager,
    'GET',
    `/api/stockTransfer/detail?id=${transferId}`,
  );
  await call(manager, 'POST', '/api/stockTransfer/receive', {
    id: transferId,
    lines: transfer.lines.map((l) => ({ lineId: l.id, qty: l.qtyShipped })),
  });
  arrive(storeA, codes[0] as string, 3, 500);
  arrive(storeA, codes[1] as string, 2, 250);
  await expectValuation(page, admin, categoryId, books);

  // the cashier at store A sells 2 of A
  await call(cashier, 'POST', '/api/saleOrder/add', {
    clientKey: `flow-${transferId}`,
    lines: [{ barcode: codes[0], qty: 2 }],
    payments: [{ method: 1, amount: 24 }],
  });
  book(storeA, codes[0] as string).qty -= 2;
  await expectValuation(page, admin, categoryId, books);
  expect(expected(books)).toMatchObject({ totalQty: 14, totalValue: 55 });
});
