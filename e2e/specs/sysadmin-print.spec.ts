import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test } from '../support/test.ts';
import { cjk, confirmPopover, dialog, expectToast, pickOption } from '../support/antd.ts';
import { call } from '../support/retailApi.ts';
import { signInOnPage } from '../support/shellServer.ts';
import { expect, okButton, openSignedIn, rowWith, useSysAdminServer } from '../support/sysadmin.ts';

const server = useSysAdminServer();
const SHOTS = process.env.E2E_SHOTS;

const shot = async (scope: Page | Locator, name: string) => {
  if (SHOTS) await scope.screenshot({ path: `${SHOTS}/${name}.png` });
};

/**
 * The template list, or the designer, on show. (Not the shell's screenShown: its 10 s are too short for a busy
 * machine's first load of the designer's chunk; these wait as long as the sysadmin specs' expect.)
 */
const listShown = (page: Page) => expect(page.getByTestId('print-import')).toBeVisible();
const designerShown = (page: Page) => expect(page.locator('[data-testid="pd-root"]:visible')).toBeVisible();

/** Screen px per mm of the designer's canvas at its zoom: the paper's width drawn over its width in mm. */
async function pxPerMm(page: Page, paperWidthMm: number): Promise<number> {
  return (await page.locator('[data-testid="pd-paper"]:visible').boundingBox())!.width / paperWidthMm;
}

/** The designer's elements of a band, as `type:x,y,w,h` in drawing order. */
async function boxes(page: Page, band: string): Promise<string[]> {
  return page
    .locator(`[data-testid^="pd-el-"][data-band="${band}"]`)
    .evaluateAll((nodes) => nodes.map((n) => `${n.getAttribute('data-type')}:${n.getAttribute('data-box')}`));
}

/** Drags with the mouse in small steps (dnd-kit starts a drag after 4 px), from a point to a point. */
async function dragBy(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 8, from.y + 8, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

/**
 * Drags a palette item onto a band so that the new element's top-left corner lands `x`, `y` mm from the band's
 * top-left corner (the dragged copy keeps the grab point's offset).
 */
async function dropOnBand(
  page: Page,
  item: Locator,
  band: string,
  at: { x: number; y: number; scale: number },
): Promise<void> {
  await item.scrollIntoViewIfNeeded();
  const from = (await item.boundingBox())!;
  const target = (await page.getByTestId(`pd-band-${band}`).boundingBox())!;
  const grab = { x: from.x + 10, y: from.y + from.height / 2 };
  await dragBy(page, grab, {
    x: target.x + at.x * at.scale + (grab.x - from.x),
    y: target.y + at.y * at.scale + (grab.y - from.y),
  });
}

/** The preview of the open template (the type's sample document) as Chromium draws it: its first page as a PNG. */
async function previewImage(page: Page): Promise<Buffer> {
  await page.getByTestId('pd-preview').click();
  const printed = page.getByTestId('pd-preview-area').getByTestId('print-page').first();
  await expect(printed).toBeVisible();
  // animations disabled: the modal's opening zoom is finished at once, so the image is of the page at rest
  const image = await printed.screenshot({ animations: 'disabled' });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('pd-preview-area')).toBeHidden();
  return image;
}

test('the admin designs a receipt: fields and a barcode dragged onto the header, the line table, saved, reloaded as it was; its JSON exported and imported', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await openSignedIn(page, '/system/print', 'admin');
  await listShown(page);

  // the seeded templates: one default per document type
  const receipt80 = rowWith(page, '小票 80mm');
  await expect(receipt80).toContainText('销售小票');
  await expect(receipt80).toContainText('默认模板');
  await expect(rowWith(page, '小票 58mm')).not.toContainText('默认模板');
  await expect(rowWith(page, '条码标签 50×30 A4')).toContainText('条码标签');
  await expect(rowWith(page, '库存调整单 A4')).toContainText('库存调整单');
  await shot(page, 'print-list-zh');

  // a new, blank receipt on the built-in 80 mm roll
  await page.getByRole('button', { name: '新增模板' }).click();
  const add = dialog(page);
  await add.getByLabel('单据类型').click();
  await pickOption(page, /^销售小票$/);
  await add.getByRole('radio', { name: '空白模板' }).check();
  await add.getByRole('button', { name: cjk('设计') }).click();
  await expect(page).toHaveURL(/\/develop\/printDesign\?docType=saleReceipt&start=blank$/);
  await designerShown(page);
  await expect(page.getByTestId('pd-paper-select')).toContainText('80 mm 小票纸');
  expect(await boxes(page, 'header')).toEqual([]);

  // the order number and a barcode of it, dragged onto the header
  const scale = await pxPerMm(page, 80);
  await dropOnBand(page, page.getByTestId('pal:field:no'), 'header', { x: 2, y: 2, scale });
  await expect(page.locator('[data-band="header"][data-type="field"]')).toHaveAttribute(
    'data-box',
    '2,2,40,5',
  );
  await expect(page.locator('[data-band="header"] [data-binding="no"]')).toContainText('小票号');
  await dropOnBand(page, page.getByTestId('pal:barcode'), 'header', { x: 4, y: 8, scale });
  const barcode = page.locator('[data-band="header"][data-type="barcode"]');
  await expect(barcode).toHaveAttribute('data-box', '4,8,40,12');
  // the new barcode is selected: it encodes the order number
  await expect(page.getByTestId('pd-element-panel')).toContainText('条码');
  await expect(page.getByTestId('pd-prop-barcode-binding')).toContainText('小票号');
  await expect(barcode.locator('svg')).toBeVisible();

  // moved 10 mm right by dragging, widened by its corner handle: both land on the 0.5 mm grid
  const box = (await barcode.boundingBox())!;
  await dragBy(page, { x: box.x + 20, y: box.y + 10 }, { x: box.x + 20 + 10 * scale, y: box.y + 10 });
  await expect(barcode).toHaveAttribute('data-box', '14,8,40,12');
  const handle = (await page.getByTestId('pd-handle-se').boundingBox())!;
  await dragBy(
    page,
    { x: handle.x + 4, y: handle.y + 4 },
    { x: handle.x + 4 + 6.2 * scale, y: handle.y + 4 + 2.1 * scale },
  );
  await expect(barcode).toHaveAttribute('data-box', '14,8,46,14');
  // undo takes the resize back, redo brings it again
  await page.keyboard.press('Control+z');
  await expect(barcode).toHaveAttribute('data-box', '14,8,40,12');
  await page.keyboard.press('Control+y');
  await expect(barcode).toHaveAttribute('data-box', '14,8,46,14');

  // the line table, from the page panel (nothing selected)
  await page.keyboard.press('Escape');
  await page.getByTestId('pd-detail-switch').click();
  const table = page.getByTestId('pd-detail');
  await expect(table.locator('th')).toHaveText(['商品名称', '数量', '单价', '金额']);

  const header = await boxes(page, 'header');
  expect(header).toEqual(['field:2,2,40,5', 'barcode:14,8,46,14']);
  await shot(page, 'print-designer-zh');

  const designed = await previewImage(page);

  // save: named in the dialog; the new template is then shown by its id
  await page.getByTestId('pd-save').click();
  const save = dialog(page);
  await expect(save.getByLabel('模板名称')).toHaveValue('销售小票');
  await save.getByLabel('模板名称').fill('E2E 小票');
  await okButton(save).click();
  await expectToast(page, '保存成功');
  await expect(page).toHaveURL(/\/develop\/printDesign\?id=\d+&tagsViewName=/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByTestId('pd-root')).toHaveAttribute('data-dirty', 'no');
  // its tag is named after it, and the unsaved one's tag is gone
  await expect(page.locator('[data-testid="tag"][data-active="true"]')).toHaveText('E2E 小票');
  await expect(page.locator('[data-testid="tag"]').filter({ hasText: '打印模板设计' })).toHaveCount(0);

  // after a reload the same elements are at the same places, and the table has its columns
  await page.reload();
  await designerShown(page);
  await expect(page.getByTestId('pd-detail').locator('th')).toHaveText(['商品名称', '数量', '单价', '金额']);
  expect(await boxes(page, 'header')).toEqual(header);
  // and its preview is the same image, pixel for pixel, as before it was saved
  expect((await previewImage(page)).equals(designed)).toBe(true);

  // export: a file with the type, the name and the template
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('pd-export').click(),
  ]);
  expect(download.suggestedFilename()).toBe('E2E 小票.json');
  const file = join(tmpdir(), `print-${id}.json`);
  await download.saveAs(file);
  const exported = JSON.parse(await readFile(file, 'utf8')) as {
    docType: string;
    name: string;
    template: { header: { elements: Array<{ type: string; binding?: string | null }> }; detail: unknown };
  };
  expect(exported.docType).toBe('saleReceipt');
  expect(exported.name).toBe('E2E 小票');
  expect(exported.template.header.elements.map((e) => [e.type, e.binding])).toEqual([
    ['field', 'no'],
    ['barcode', 'no'],
  ]);

  // the barcode deleted, then the file imported back: everything is where it was
  await page.locator('[data-band="header"][data-type="barcode"]').click();
  await page.keyboard.press('Delete');
  expect(await boxes(page, 'header')).toEqual(['field:2,2,40,5']);
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByTestId('pd-import').click(),
  ]);
  await chooser.setFiles(file);
  await expectToast(page, '已导入模板');
  expect(await boxes(page, 'header')).toEqual(header);

  // a file of a field the receipt does not have is refused, naming the field; nothing changes
  const wrong = structuredClone(exported);
  wrong.template.header.elements[0]!.binding = 'supplierName';
  const wrongFile = join(tmpdir(), `print-${id}-wrong.json`);
  await writeFile(wrongFile, JSON.stringify(wrong));
  const [again] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByTestId('pd-import').click(),
  ]);
  await again.setFiles(wrongFile);
  const problems = page.getByTestId('print-import-problems');
  await expect(problems).toContainText('template.header.elements.0.binding');
  await expect(problems).toContainText('supplierName');
  await page.getByRole('button', { name: '知道了' }).click();
  expect(await boxes(page, 'header')).toEqual(header);

  // the list takes the exported file as a new template
  await page.goto('/system/print');
  await listShown(page);
  const [listChooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByTestId('print-import').click(),
  ]);
  await listChooser.setFiles(file);
  const imported = dialog(page);
  await expect(imported.getByLabel('模板名称')).toHaveValue('E2E 小票');
  // the name is taken: the server says so, and the dialog stays open to change it
  await okButton(imported).click();
  await expectToast(page, '“E2E 小票”已存在');
  await imported.getByLabel('模板名称').fill('E2E 小票 导入');
  // the refused save's loading icon may still be fading out of the button: its "loading" label is then part of
  // the button's name
  await imported.getByRole('button', { name: /确\s*定$/ }).click();
  await expect(imported).toBeHidden();
  await expect(rowWith(page, 'E2E 小票 导入')).toContainText('销售小票');
});

test('list actions: set as default, copy, refuse deleting the default, and a stale save offers a reload', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await openSignedIn(page, '/system/print', 'admin');
  await listShown(page);

  // the 58 mm receipt becomes the default of sale receipts
  const small = rowWith(page, '小票 58mm');
  await small.getByRole('button', { name: '设为默认' }).click();
  await confirmPopover(page);
  await expectToast(page, '已设为默认模板');
  await expect(rowWith(page, '小票 58mm')).toContainText('默认模板');
  await expect(rowWith(page, '小票 80mm')).not.toContainText('默认模板');

  // deleting a default is refused with the server's reason
  await rowWith(page, '小票 58mm')
    .getByRole('button', { name: cjk('删除') })
    .click();
  await confirmPopover(page);
  await expectToast(page, '是该单据类型的默认模板');
  await expect(rowWith(page, '小票 58mm')).toBeVisible();

  // a copy
  await rowWith(page, '退款单 80mm').getByRole('button', { name: '复制' }).click();
  await expectToast(page, '已复制模板');
  await expect(rowWith(page, '退款单 80mm（副本）')).not.toContainText('默认模板');

  // someone else saves the template while it is open: the save is refused and a reload offered
  await rowWith(page, '小票 80mm').getByRole('button', { name: '设计' }).click();
  await expect(page).toHaveURL(/\/develop\/printDesign\?id=\d+&tagsViewName=/);
  await designerShown(page);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  const { api } = await server.api('admin');
  const row = await call<{ version: number }>(api, 'GET', `/api/sysPrint/detail?id=${id}`);
  await call(api, 'POST', '/api/sysPrint/update', { id, version: row.version, remark: 'saved elsewhere' });
  await api.dispose();
  const first = page.locator('[data-band="header"][data-type="field"]').first();
  await first.click();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('pd-root')).toHaveAttribute('data-dirty', 'yes');
  await page.getByTestId('pd-save').click();
  await okButton(dialog(page)).click();
  const conflict = page.locator('.ant-modal-confirm').filter({ hasText: '模板已被他人修改' });
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByTestId('pd-root')).toHaveAttribute('data-dirty', 'no');
  await page.getByTestId('pd-save').click();
  const save = dialog(page);
  await expect(save.getByLabel('备注')).toHaveValue('saved elsewhere');
  await save.getByRole('button', { name: cjk('取消') }).click();
  await expect(save).toBeHidden();

  // unsaved changes: closing the designer's tag (named after the template) asks first
  await first.click();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('pd-root')).toHaveAttribute('data-dirty', 'yes');
  const tag = page.locator('[data-testid="tag"][data-active="true"]');
  await expect(tag).toHaveText('小票 80mm');
  await tag.getByTestId('tag-close').click();
  const ask = page.locator('.ant-modal-confirm').filter({ hasText: '有未保存的修改' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: cjk('取消') }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByTestId('pd-root')).toHaveAttribute('data-dirty', 'yes');
  await tag.getByTestId('tag-close').click();
  await ask.getByRole('button', { name: '放弃修改' }).click();
  await expect(page.locator('[data-testid="tag"]').filter({ hasText: '小票 80mm' })).toHaveCount(0);
});

test('the designer and the list in English', async ({ page }) => {
  await page.addInitScript(`
    if (!localStorage.getItem('retail:themeConfig')) {
      localStorage.setItem('retail:themeConfig', JSON.stringify({ globalI18n: 'en' }));
    }
  `);
  await openSignedIn(page, '/system/print', 'admin');
  await listShown(page);
  const row = rowWith(page, 'Barcode label');
  await expect(row).toContainText('Default');
  await expect(row.getByRole('button', { name: 'Design' })).toBeVisible();
  await shot(page, 'print-list-en');
  await row.getByRole('button', { name: 'Design' }).click();
  await designerShown(page);
  await expect(page.getByTestId('pd-page-panel')).toContainText('Lay out as labels');
  await expect(page.getByTestId('pd-palette')).toContainText('Retail price');
  await page.locator('[data-band="header"][data-type="barcode"]').click();
  await expect(page.getByTestId('pd-element-panel')).toContainText('Symbology');
  await shot(page, 'print-designer-en');
  await page.getByTestId('pd-preview').click();
  await expect(dialog(page).locator('.print-page')).not.toHaveCount(0);
  await shot(page, 'print-preview-en');
});

test('a cashier has no print template menus and the API refuses it', async ({ page }) => {
  const { api } = await server.api('cashier');
  for (const [method, url] of [
    ['post', '/api/sysPrint/page'],
    ['get', '/api/sysPrint/detail?id=1'],
    ['post', '/api/sysPrint/add'],
  ] as const) {
    const refused = method === 'get' ? await api.get(url) : await api.post(url, { data: {} });
    expect(((await refused.json()) as { code: number }).code, url).toBe(403);
  }
  const tree = await call<unknown[]>(api, 'GET', '/api/sysMenu/loginMenuTree');
  expect(JSON.stringify(tree)).not.toContain('/system/print');
  expect(JSON.stringify(tree)).not.toContain('/develop/printDesign');
  await api.dispose();

  await page.goto('/login');
  await signInOnPage(page, 'cashier');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/system/print');
  await expect(page).toHaveURL(/\/401$/);
  await page.goto('/develop/printDesign');
  await expect(page).toHaveURL(/\/401$/);
});
