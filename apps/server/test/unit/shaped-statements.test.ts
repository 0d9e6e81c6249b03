import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/platform/db/database.ts';
import { ShapedStatements, StatementValues } from '../../src/platform/db/shaped-statements.ts';

const { db } = createDatabase('sqlite', ':memory:', { tenantGuard: true });

interface Shape {
  tenantId: number;
  filter: { name?: string; ids?: number[] };
}

/** Goods of a tenant by name and ids; counts how often a shape is built. */
function goodsStatements(capacity?: number) {
  const built: string[] = [];
  const statements = new ShapedStatements((shape: Shape) => {
    built.push(JSON.stringify(shape));
    let query = db.selectFrom('retailGoods').select(['id', 'name']).where('tenantId', '=', shape.tenantId);
    if (shape.filter.name !== undefined) query = query.where('name', '=', shape.filter.name);
    if (shape.filter.ids !== undefined) query = query.where('id', 'in', shape.filter.ids);
    return { rows: query };
  }, capacity);
  const of = (tenantId: number, filter: Shape['filter']) => {
    const values = new StatementValues();
    return statements.of(
      { tenantId: values.slot('tenantId', tenantId), filter: values.slots(filter) },
      values,
    ).rows;
  };
  return { of, built };
}

describe('ShapedStatements', () => {
  it('compiles a shape once and fills its parameters with each request’s own values', () => {
    const { of, built } = goodsStatements();
    const first = of(1, { name: 'tea', ids: [7, 8] });
    const second = of(2, { name: 'milk', ids: [9, 10] });
    expect(built).toHaveLength(1);
    expect(second.sql).toBe(first.sql);
    expect(first.parameters).toEqual([1, 'tea', 7, 8]);
    expect(second.parameters).toEqual([2, 'milk', 9, 10]);
    // the first request's statement is not changed by the second
    expect(of(1, { name: 'tea', ids: [7, 8] }).parameters).toEqual(first.parameters);
    expect(first.queryId).not.toBe(second.queryId);
  });

  it('gives the SQL a plain build gives, through the database’s plugins', () => {
    const { of } = goodsStatements();
    const plain = db
      .selectFrom('retailGoods')
      .select(['id', 'name'])
      .where('tenantId', '=', 5)
      .where('name', '=', 'tea')
      .compile();
    const shaped = of(5, { name: 'tea' });
    expect({ sql: shaped.sql, parameters: shaped.parameters }).toEqual({
      sql: plain.sql,
      parameters: plain.parameters,
    });
    expect(shaped.sql).toContain('"tenant_id"');
  });

  it('never shares SQL between two shapes: which fields are present and how long each list is', () => {
    const { of, built } = goodsStatements();
    const sqls = [
      of(1, {}),
      of(1, { name: 'tea' }),
      of(1, { ids: [1] }),
      of(1, { ids: [1, 2] }),
      of(1, { name: 'tea', ids: [1, 2] }),
    ].map((s) => s.sql);
    expect(new Set(sqls).size).toBe(5);
    expect(built).toHaveLength(5);
    // absent, null and '' are all "not filtering"
    expect(of(1, { name: '' }).sql).toBe(sqls[0]);
    expect(of(1, { name: null as unknown as undefined }).sql).toBe(sqls[0]);
    expect(built).toHaveLength(5);
  });

  it('keys a shape by slot names, never by values', () => {
    const { of, built } = goodsStatements();
    of(1, { name: 'one' });
    of(2, { name: 'two' });
    expect(built).toEqual(['{"tenantId":"?tenantId","filter":{"name":"?name"}}']);
  });

  it('drops the least recently used shape past its capacity', () => {
    const { of, built } = goodsStatements(2);
    of(1, {});
    of(1, { name: 'a' });
    of(1, {});
    of(1, { ids: [1] }); // drops { name }
    of(1, {});
    expect(built).toHaveLength(3);
    of(1, { name: 'a' });
    expect(built).toHaveLength(4);
  });

  it('refuses to run a statement with a slot left without a value', () => {
    const statements = new ShapedStatements((shape: { tenantId: number }) => ({
      rows: db.selectFrom('retailGoods').select('id').where('tenantId', '=', shape.tenantId),
    }));
    const slotted = new StatementValues();
    const shape = { tenantId: slotted.slot('tenantId', 1) };
    expect(() => statements.of(shape, new StatementValues())).toThrow(/tenantId has no value/);
  });
});
