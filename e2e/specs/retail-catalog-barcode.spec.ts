import { test } from '../support/test.ts';
import { call, createGoods, expect, openSignedIn, unique } from '../support/catalog.ts';
import { printedField, printedPages, printedSheet } from '../support/printed.ts';
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
  }, testInfo) => {
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
    // the sheet in the default label template (50 × 30 mm, three across an A4 page): one label per barcode
    await expect(print.getByTestId('label-preview').getByTestId('print-label')).toHaveCount(4);
    const printed = printedSheet(page).getByTestId('print-label');
    await expect(printed).toHaveCount(4);
    await expect(printedPages(page)).toHaveCount(1);
    const codes = await printed
      .locator('svg[data-code]')
      .evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute('data-code')));
    expect(codes.sort()).toEqual(barcodes.map((b) => b.barcode).sort());
    for (const b of barcodes) {
      const svg = printedSheet(page).locator(`svg[data-code="${b.barcode}"]`);
      await expect(svg).toHaveAttribute('data-symbology', 'code128');
      await expect(svg.locator('rect[fill="#000"]').first()).toBeAttached();
    }
    await expect(printedField(page, 'retailPrice').first()).toHaveText('¥99.90');
    await expect(printedField(page, 'goodsName').first()).toHaveText('Linen shirt');

    await print.getByRole('spinbutton', { name: '每个条码份数' }).fill('2');
    await expect(print.getByText('共 8 张标签')).toBeVisible();
    await expect(printed).toHaveCount(8);
    // each barcode's copies side by side
    const twice = await printed
      .locator('svg[data-code]')
      .evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute('data-code')));
    expect(twice.filter((_, i) => i % 2 === 0)).toEqual(twice.filter((_, i) => i % 2 === 1));
    await print.getByRole('button', { name: /打\s*印/ }).click();
    expect(await page.evaluate(() => (globalThis as unknown as PrintCounter).printed)).toBe(1);

    // on paper: only the A4 sheet, its labels 50 × 30 mm in three columns from the 8 mm margin, 2 mm apart
    await page.emulateMedia({ media: 'print' });
    await expect(printedPages(page)).toBeVisible();
    await expect(print).toBeHidden();
    const mm = (px: number) => Math.round((px * 25.4) / 96);
    const sheet = await printedPages(page).boundingBox();
    const boxes = await printed.evaluateAll((labels) =>
      labels.map((label) => {
        const r = label.getBoundingClientRect();
        return [r.left, r.top, r.width, r.height];
      }),
    );
    expect(mm(sheet?.width ?? 0)).toBe(210);
    expect(boxes.map(([x, y, w, h]) => [mm(x! - sheet!.x), mm(y! - sheet!.y), mm(w!), mm(h!)])).toEqual([
      [8, 8, 50, 30],
      [60, 8, 50, 30],
      [112, 8, 50, 30],
      [8, 40, 50, 30],
      [60, 40, 50, 30],
      [112, 40, 50, 30],
      [8, 72, 50, 30],
      [60, 72, 50, 30],
    ]);
    await page.screenshot({ path: testInfo.outputPath('labels-print.png'), fullPage: true });
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
