// a test is not bundled: it checks the designer's request against the server's own schema
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { createMigrationInput } from '@retail/contracts/api/system/database';
import { describe, expect, it } from 'vitest';
import { migrationBody } from './migrationBody.ts';

describe("the migration designer's request", () => {
  it('sends a new table with typed defaults, lengths only for strings, and its indexes', () => {
    const body = migrationBody({
      operation: 'addTable',
      spec: {
        table: ' shop_coupon ',
        comment: '  ',
        columns: [
          { column: 'title', dataType: 'string', length: 64, defaultValue: '' },
          { column: 'amount', dataType: 'money', length: 10, nullable: false, defaultValue: '0' },
          { column: 'code', dataType: 'string', nullable: true, defaultValue: '007' },
        ],
        indexes: [{ columns: ['tenant_id', 'code'] }],
      },
    });
    expect(body).toEqual({
      operation: 'addTable',
      spec: {
        table: 'shop_coupon',
        tenantScoped: true,
        columns: [
          { column: 'title', dataType: 'string', nullable: false, length: 64 },
          { column: 'amount', dataType: 'money', nullable: false, defaultValue: 0 },
          { column: 'code', dataType: 'string', nullable: true, defaultValue: '007' },
        ],
        indexes: [{ columns: ['tenant_id', 'code'], unique: false }],
      },
    });
    expect(createMigrationInput.safeParse(body).success).toBe(true);
  });

  it('sends only the chosen operation’s fields', () => {
    const left = { table: 'retail_goods', from: 'brand', to: 'maker', columns: ['brand'], column: 'brand' };
    expect(migrationBody({ operation: 'renameColumn', spec: left })).toEqual({
      operation: 'renameColumn',
      spec: { table: 'retail_goods', from: 'brand', to: 'maker' },
    });
    expect(migrationBody({ operation: 'dropColumn', spec: left })).toEqual({
      operation: 'dropColumn',
      spec: { table: 'retail_goods', column: 'brand' },
    });
    expect(migrationBody({ operation: 'addIndex', spec: { ...left, unique: true } })).toEqual({
      operation: 'addIndex',
      spec: { table: 'retail_goods', columns: ['brand'], unique: true },
    });
    // a column left from another operation is not this one's
    expect(
      migrationBody({ operation: 'dropColumn', spec: { table: 't', column: { column: 'x' } } }).spec,
    ).toEqual({
      table: 't',
      column: '',
    });
  });
});
