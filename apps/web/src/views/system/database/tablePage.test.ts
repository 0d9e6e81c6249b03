import { describe, expect, it } from 'vitest';
import { tablePage } from './tablePage.ts';

const table = (name: string, rowEstimate: number | null = null) => ({ name, comment: null, rowEstimate });
const tables = [
  table('sys_user', 5),
  table('retail_goods', 900),
  table('retail_vip'),
  table('sys_menu', 300),
];

describe('the table list page', () => {
  it('filters by part of the name, ignoring case, and sorts by name', () => {
    const page = tablePage(tables, { name: ' RETAIL_ ' });
    expect(page.items.map((t) => t.name)).toEqual(['retail_goods', 'retail_vip']);
    expect(page.total).toBe(2);
  });

  it('sorts by the row estimate, tables without one first, and descending when asked', () => {
    const up = tablePage(tables, { field: 'rowEstimate', order: 'ascending' });
    expect(up.items.map((t) => t.name)).toEqual(['retail_vip', 'sys_user', 'sys_menu', 'retail_goods']);
    const down = tablePage(tables, { field: 'name', order: 'descending' });
    expect(down.items.map((t) => t.name)).toEqual(['sys_user', 'sys_menu', 'retail_vip', 'retail_goods']);
  });

  it('pages, keeping the page within the pages there are', () => {
    const second = tablePage(tables, { page: 2, pageSize: 3 });
    expect(second).toMatchObject({ page: 2, total: 4, totalPages: 2, hasPrevPage: true, hasNextPage: false });
    expect(second.items.map((t) => t.name)).toEqual(['sys_user']);
    expect(tablePage(tables, { page: 9, pageSize: 3 }).page).toBe(2);
    expect(tablePage([], {})).toMatchObject({ page: 1, total: 0, items: [] });
  });
});
