import { test } from '../support/test.ts';
import { call, createGoods, expect, openSignedIn, unique } from '../support/catalog.ts';
import { useShellServer } from '../support/shellServer.ts';

const server = useShellServer(180_000);

/** The page's `window` with `print` replaced by a counter. */
interface PrintCounter {
  print(): void;
  printed: number;
}

interface BarcodeRow {
  id: number;
  barcode: string;
  color: string | null;
  size: string | null;
}

test.describe('retail catalog: barcodes', () => {
  test('colour × size barcodes are generated and their labels printed with the right codes', async ({
    page,
  }) => {
    const { api } = await server.api('admin');
    const goods = await createGoods(api, { code: `T${unique()}`, name: 'Linen shirt', retailPrice: 99.9 });
    // the print dialog cannot be driven from a test: count the calls instead
    await page.addInitScript(() => {
      const win = globalThis as unknown as PrintCounter;
      win.printed = 0;
      win.print = () => {
        win.printed += 1;
      };
    });
    await openSignedIn(page, `/goods/barcode?goodsId=${goods.id}`);

    await page.getByRole('button', { name: '生成条码' }).click();
    const dialog = page.getByRole('dialog', { name: '按颜色 × 尺码生成条码' });
    await expect(dialog.getByText(`${goods.code} ${goods.name}`)).toBeVisible();
    const colors = dialog.getByRole('combobox', { name: '颜色' });
    await colors.fill('Red');
    await colors.press('Enter');
    await colors.fill('Blue');
    await colors.press('Enter');
    const sizes = dialog.getByRole('combobox', { name: '尺码' });
    await sizes.fill('S');
    await sizes.press('Enter');
    await sizes.fill('M');
    await sizes.press('Enter');
    await expect(dialog.getByText('将生成 4 个条码（已存在的组合会跳过）')).toBeVisible();

    // a 13-digit code with a wrong check digit is refused, naming the right one
    await dialog.getByRole('textbox', { name: 'Red S 条码' }).fill('2000000000016');
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(dialog.getByText('13 位数字的条码须带正确的 EAN-13 校验位（应为 5）')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Red S 条码' }).fill('');
    const custom = `SKU-${unique()}`;
    await dialog.getByRole('textbox', { name: 'Blue M 条码' }).fill(custom);
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(dialog).toBeHidden();

    const barcodes = await call<BarcodeRow[]>(api, `/api/goodsBarcode/list?goodsId=${goods.id}`);
    expect(barcodes.map((b) => `${b.color}/${b.size}`).sort()).toEqual([
      'Blue/M',
      'Blue/S',
      'Red/M',
      'Red/S',
    ]);
    expect(barcodes.find((b) => b.color === 'Blue' && b.size === 'M')?.barcode).toBe(custom);
    for (const b of barcodes)
      await expect(page.getByRole('row', { name: new RegExp(b.barcode) })).toBeVisible();

    // the new barcodes stay selected for printing
    await page.getByRole('button', { name: '打印标签 (4)' }).click();
    const print = page.getByRole('dialog', { name: '打印条码标签' });
    await expect(print.getByText('共 4 张标签')).toBeVisible();
    const printed = page.locator('.label-print-root .barcode-label');
    await expect(printed).toHaveCount(4);
    const codes = await printed.evaluateAll((labels) => labels.map((l) => l.getAttribute('data-barcode')));
    expect(codes.sort()).toEqual(barcodes.map((b) => b.barcode).sort());
    for (const b of barcodes) {
      const svg = page.locator(`.label-print-root svg[data-code="${b.barcode}"]`);
      await expect(svg).toHaveAttribute('data-symbology', b.barcode === custom ? 'code128' : 'ean13');
      await expect(svg.locator('rect[fill="#000"]').first()).toBeAttached();
    }
    await expect(page.locator('.label-print-root').getByText('￥99.90').first()).toBeAttached();

    await print.getByRole('spinbutton', { name: '每个条码份数' }).fill('2');
    await expect(print.getByText('共 8 张标签')).toBeVisible();
    await expect(printed).toHaveCount(8);
    await print.getByRole('button', { name: /打\s*印/ }).click();
    expect(await page.evaluate(() => (globalThis as unknown as PrintCounter).printed)).toBe(1);
  });

  test('a barcode is looked up by its code; an unknown code says so', async ({ page }) => {
    const { api } = await server.api('admin');
    const goods = await createGoods(api, { code: `L${unique()}`, name: 'Green tea', retailPrice: 12 });
    const id = await call<number>(api, '/api/goodsBarcode/add', {
      goodsId: goods.id,
      color: 'Jade',
      memberPrice: 10,
    });
    const [row] = (await call<BarcodeRow[]>(api, `/api/goodsBarcode/list?goodsId=${goods.id}`)).filter(
      (b) => b.id === id,
    );
    await openSignedIn(page, '/goods/barcode');

    const lookup = page.getByRole('searchbox', { name: '条码查询' });
    await lookup.fill(row?.barcode ?? '');
    await lookup.press('Enter');
    const result = page.locator('.barcode-lookup-result');
    await expect(result).toContainText(`${goods.code} Green tea`);
    await expect(result).toContainText('12.00');
    await expect(result).toContainText('10.00');

    await lookup.fill('NO-SUCH-CODE');
    await lookup.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'NO-SUCH-CODE' })).toBeVisible();
  });
});
