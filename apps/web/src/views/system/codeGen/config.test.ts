import { describe, expect, it } from 'vitest';
import { cleanColumn, dataTypeFor, entityOf, nameColumn, resourceOf } from './config.ts';

describe('code generation config helpers', () => {
  it('names a table’s entity and resource', () => {
    expect(entityOf('retail_supplier')).toBe('Supplier');
    expect(entityOf('sys_notice_user')).toBe('NoticeUser');
    expect(entityOf('demo_order')).toBe('DemoOrder');
    expect(resourceOf('retail_supplier')).toBe('retailSupplier');
  });

  it('keeps a data type the control edits, else takes the control’s first', () => {
    expect(dataTypeFor('textarea', 'text')).toBe('text');
    expect(dataTypeFor('switch', 'string')).toBe('boolean');
    expect(dataTypeFor('fk', 'integer')).toBe('reference');
  });

  it('saves only what the control uses', () => {
    const fk = { table: 'retail_supplier', displayColumn: 'name', tenantScoped: true };
    const column = { ...nameColumn(), fk, dictCode: 'goods_unit', rules: ['email' as const] };
    expect(cleanColumn(column)).toEqual({ ...nameColumn(), rules: ['email'] });
    expect(cleanColumn({ ...column, control: 'fk', dataType: 'reference' })).toMatchObject({ fk, rules: [] });
    expect(cleanColumn({ ...column, control: 'fk', dataType: 'reference' })).not.toHaveProperty('length');
  });
});
