import type { Locator, Page } from '@playwright/test';
import { call } from './retailApi.ts';
import type { ShellServer } from './shellServer.ts';
import { expect } from './sysadmin.ts';

/** Helpers of the workflow designer's specs: the canvas's nodes and lines, drags and drawers. */

const SHOTS = process.env.E2E_SHOTS;

export const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

export interface Graph {
  schemaVersion: 1;
  nodes: Array<{
    id: string;
    type: string;
    position: { x: number; y: number };
    data: Record<string, unknown>;
  }>;
  edges: Array<{
    id: string;
    source: string;
    target: string;
    label: string | null;
    conditions: unknown[];
    isDefault: boolean;
  }>;
  viewport: { x: number; y: number; zoom: number };
}
export interface Detail {
  id: number;
  version: number;
  status: number;
  currentVersion: number;
  graph: Graph;
}

/** The list's row of a workflow code (codes are the first column). */
export const rowOf = (page: Page, code: string) =>
  page
    .locator('.ant-table-tbody tr.ant-table-row')
    .filter({ has: page.locator('td:first-child').getByText(code, { exact: true }) });
export const listShown = (page: Page) => expect(page.getByTestId('wf-list-import')).toBeVisible();
export const designer = (page: Page) => page.locator('[data-testid="wf-root"]:visible');
export const designerShown = (page: Page) => expect(designer(page)).toBeVisible();
export const nodes = (page: Page) => designer(page).locator('[data-testid^="wf-node-"]');
export const nodeOf = (page: Page, type: string) =>
  designer(page).locator(`[data-testid^="wf-node-"][data-type="${type}"]`);
export const idOf = async (node: Locator) =>
  (await node.getAttribute('data-testid'))!.replace('wf-node-', '');

/** Drags a palette item onto the canvas, dropping it `at` the canvas's top-left corner plus x, y (px). */
export async function dropNode(page: Page, type: string, at: { x: number; y: number }): Promise<string> {
  const before = await nodeOf(page, type).count();
  await page
    .getByTestId(`wf-pal-${type}`)
    .dragTo(designer(page).getByTestId('wf-canvas'), { targetPosition: at });
  await expect(nodeOf(page, type)).toHaveCount(before + 1);
  return idOf(nodeOf(page, type).last());
}

/** Draws a line from a node's bottom handle to another's top handle, with the mouse in small steps. */
export async function connect(page: Page, from: string, to: string): Promise<void> {
  const source = (await page
    .getByTestId(`wf-node-${from}`)
    .locator('.react-flow__handle-bottom')
    .boundingBox())!;
  const target = (await page.getByTestId(`wf-node-${to}`).locator('.react-flow__handle-top').boundingBox())!;
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x + target.width / 2, target.y + 20, { steps: 10 });
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect(edgeOf(page, from, to)).toHaveCount(1);
}

/** Waits until the canvas's view has stopped moving (a fit's animation). */
async function viewSettled(page: Page): Promise<void> {
  let last = '';
  await expect
    .poll(async () => {
      const now = await designer(page).locator('.react-flow__viewport').getAttribute('style');
      const still = now === last;
      last = now ?? '';
      return still;
    })
    .toBe(true);
}

/** Auto layout, then wait until the view has finished moving to fit the laid-out drawing. */
export async function layOut(page: Page): Promise<void> {
  await page.getByTestId('wf-layout').click();
  await viewSettled(page);
}

/** Fits the view to the drawing, so every node is on screen. */
export async function fitView(page: Page): Promise<void> {
  await page.getByTestId('wf-fit').click();
  await viewSettled(page);
}

/** An item of the open "+" menu (menus opened before stay in the page, hidden). */
export const nextItem = (page: Page, type: string) => page.locator(`[data-testid="wf-next-${type}"]:visible`);

export const edgeOf = (page: Page, from: string, to: string) =>
  designer(page).locator(`.react-flow__edge[aria-label="Edge from ${from} to ${to}"]`);

/** Clicks a line at the middle of its path (its bounding box's middle may be off an L-shaped path). */
export async function clickEdge(page: Page, from: string, to: string): Promise<void> {
  const point = await edgeOf(page, from, to)
    .locator('path.react-flow__edge-interaction')
    .evaluate((path: SVGPathElement) => {
      const p = path.getPointAtLength(path.getTotalLength() / 2);
      const m = path.getScreenCTM()!;
      return { x: p.x * m.a + p.y * m.c + m.e, y: p.x * m.b + p.y * m.d + m.f };
    });
  await page.mouse.click(point.x, point.y);
}

export async function detailOf(server: ShellServer, id: number): Promise<Detail> {
  const { api } = await server.api('admin');
  const detail = await call<Detail>(api, 'GET', `/api/sysWorkflow/detail?id=${id}`);
  await api.dispose();
  return detail;
}

export const drawer = (page: Page, testId: string) =>
  page.locator(`.ant-drawer:visible`).filter({ has: page.getByTestId(testId) });
export const closeDrawer = async (page: Page) => {
  await page.locator('.ant-drawer:visible .ant-drawer-close').click();
  await expect(page.locator('.ant-drawer-content-wrapper:visible')).toHaveCount(0);
};
