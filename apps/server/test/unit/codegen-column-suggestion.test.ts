import { codeGenColumn } from '@retail/contracts/api/system/code-gen';
import { describe, expect, it } from 'vitest';
import {
  describeColumns,
  labelOf,
  suggestColumn,
  targetOf,
} from '../../src/modules/system/code-gen/column-suggestion.ts';
import type { LiveColumn, LiveTable } from '../../src/modules/system/code-gen/live-schema.ts';

const col = (name: string, dbType: string, more: Partial<LiveColumn> = {}): LiveColumn => ({
  name,
  dbType,
  nullable: true,
  hasDefault: false,
  length: /\((\d+)\)/.exec(dbType) ? Number(/\((\d+)\)/.exec(dbType)?.[1]) : null,
  ...more,
});

const common = [col('id', 'bigint'), col('tenant_id', 'bigint'), col('is_delete', 'smallint')];
const supplier: LiveTable = { name: 'retail_supplier', columns: [...common, col('name', 'varchar(128)')] };
const category: LiveTable = {
  name: 'retail_category',
  columns: [...common, col('pid', 'bigint'), col('name', 'varchar(64)')],
};
const goods: LiveTable = {
  name: 'retail_goods',
  columns: [
    ...common,
    col('name', 'varchar(128)', { nullable: false }),
    col('supplier_id', 'int8'),
    col('category_id', 'bigint'),
    col('owner_id', 'bigint'),
    col('retail_price', 'bigint', { nullable: false, hasDefault: true }),
    col('is_gift', 'smallint', { nullable: false, hasDefault: true }),
    col('start_date', 'varchar(10)'),
    col('audit_time', 'bigint'),
    col('mobile', 'varchar(32)'),
    col('remark', 'character varying', { length: 256 }),
    col('content', 'longtext'),
    col('weight', 'numeric'),
  ],
};
const tables = [supplier, category, goods];
const suggested = (name: string) =>
  describeColumns(goods, tables).find((c) => c.column === name)?.suggestion ?? null;

describe('the columns a live table suggests', () => {
  it('leaves out the columns every generated table has', () => {
    expect(
      describeColumns(goods, tables)
        .filter((c) => c.common)
        .map((c) => c.column),
    ).toEqual(['id', 'tenant_id', 'is_delete']);
    expect(suggested('tenant_id')).toBeNull();
  });

  it('reads references: a foreign key, a tree (the target has a parent column), or a plain number', () => {
    expect(suggested('supplier_id')).toMatchObject({
      dataType: 'reference',
      control: 'fk',
      fk: { table: 'retail_supplier', displayColumn: 'name', tenantScoped: true },
    });
    expect(suggested('category_id')).toMatchObject({
      control: 'tree',
      tree: { table: 'retail_category', parentColumn: 'pid', displayColumn: 'name' },
    });
    expect(suggested('owner_id')).toMatchObject({ dataType: 'integer', control: 'number' });
    expect(targetOf('supplier_id', 'shop_order', tables)?.name).toBe('retail_supplier');
  });

  it('reads this project’s conventions from types and names', () => {
    expect(suggested('name')).toMatchObject({
      dataType: 'string',
      length: 128,
      required: true,
      search: true,
    });
    expect(suggested('retail_price')).toMatchObject({ dataType: 'money', control: 'money', required: false });
    expect(suggested('is_gift')).toMatchObject({ dataType: 'boolean', control: 'switch' });
    expect(suggested('start_date')).toMatchObject({ dataType: 'date', control: 'date' });
    expect(suggested('audit_time')).toMatchObject({ dataType: 'datetime', control: 'datetime' });
    expect(suggested('mobile')).toMatchObject({ rules: ['mobile'] });
    expect(suggested('remark')).toMatchObject({ dataType: 'string', control: 'textarea', length: 256 });
    expect(suggested('content')).toMatchObject({ dataType: 'text', control: 'richText', list: false });
    expect(suggested('weight')).toMatchObject({ dataType: 'text', control: 'textarea' });
    expect(labelOf('supplier_id')).toBe('Supplier');
  });

  it('suggests only columns the contract accepts', () => {
    for (const info of describeColumns(goods, tables)) {
      if (info.suggestion) expect(codeGenColumn.safeParse(info.suggestion).success, info.column).toBe(true);
    }
    expect(suggestColumn(col('Bad-Name', 'varchar(8)'), goods, tables, 0)).toBeNull();
  });
});
