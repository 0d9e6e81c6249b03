import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainEdge } from '../../testing/workflow-graphs.ts';
import { chooseBranch, conditionHolds, type WorkflowCondition } from './workflow-graph.ts';

describe('conditionHolds', () => {
  const holds = (
    field: string,
    op: WorkflowCondition['op'],
    value: WorkflowCondition['value'],
    fields: object,
  ) => conditionHolds({ field, op, value }, fields as Record<string, unknown>);

  it('compares numbers as numbers, whether they come as numbers or as text', () => {
    expect(holds('amount', 'gt', 1000, { amount: 1000.01 })).toBe(true);
    expect(holds('amount', 'gt', 1000, { amount: 1000 })).toBe(false);
    expect(holds('amount', 'gte', 1000, { amount: '1000' })).toBe(true);
    expect(holds('amount', 'lt', '20', { amount: 3 })).toBe(true);
    expect(holds('amount', 'lte', 2, { amount: 2 })).toBe(true);
    expect(holds('amount', 'eq', 5, { amount: '5.0' })).toBe(true);
    expect(holds('amount', 'ne', 5, { amount: 6 })).toBe(true);
    // "10" and "9" compare as numbers, not text
    expect(holds('qty', 'gt', '9', { qty: '10' })).toBe(true);
  });

  it('never holds an order comparison on what is not a number, or missing', () => {
    expect(holds('amount', 'gt', 1, { amount: 'lots' })).toBe(false);
    expect(holds('amount', 'lt', 1, {})).toBe(false);
    expect(holds('amount', 'gt', null, { amount: 5 })).toBe(false);
    expect(holds('amount', 'gte', 0, { amount: '' })).toBe(false);
  });

  it('reads dotted paths into objects, and tells text, lists and empty values apart', () => {
    expect(holds('form.shop', 'eq', 'A', { form: { shop: 'A' } })).toBe(true);
    expect(holds('form.shop.name', 'eq', 'A', { form: { shop: 'A' } })).toBe(false);
    expect(holds('kind', 'in', [1, 3], { kind: 3 })).toBe(true);
    expect(holds('kind', 'in', [1, 3], { kind: 2 })).toBe(false);
    expect(holds('kind', 'in', 2, { kind: '2' })).toBe(true);
    expect(holds('tags', 'contains', 'vip', { tags: ['new', 'vip'] })).toBe(true);
    expect(holds('remark', 'contains', 'urgent', { remark: 'very urgent' })).toBe(true);
    expect(holds('remark', 'contains', 'urgent', { remark: 5 })).toBe(false);
    expect(holds('remark', 'empty', null, { remark: '' })).toBe(true);
    expect(holds('tags', 'empty', null, { tags: [] })).toBe(true);
    expect(holds('remark', 'notEmpty', null, { remark: 0 })).toBe(true);
    expect(holds('remark', 'eq', null, {})).toBe(true);
    expect(holds('remark', 'eq', '', { remark: null })).toBe(true);
    expect(holds('remark', 'ne', null, { remark: 'x' })).toBe(true);
    expect(holds('name', 'eq', 'abc', { name: 'abc' })).toBe(true);
    expect(holds('name', 'eq', 'abc', { name: 'ABC' })).toBe(false);
  });
});

describe('chooseBranch', () => {
  const branch = (id: string, conditions: WorkflowCondition[], isDefault = false) =>
    plainEdge(id, 'c', id, { conditions, isDefault });
  const big = branch('big', [{ field: 'amount', op: 'gt', value: 1000 }]);
  const fallback = branch('other', [], true);

  it('takes the first line whose conditions all hold, else the default', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (amount) => {
        const chosen = chooseBranch([fallback, big], { amount });
        expect(chosen?.id).toBe(amount > 1000 ? 'big' : 'other');
      }),
    );
    const both = branch('both', [
      { field: 'amount', op: 'gt', value: 100 },
      { field: 'kind', op: 'eq', value: 2 },
    ]);
    const medium = branch('medium', [{ field: 'amount', op: 'gt', value: 100 }]);
    expect(chooseBranch([both, medium, fallback], { amount: 500, kind: 2 })?.id).toBe('both');
    expect(chooseBranch([both, medium, fallback], { amount: 500, kind: 1 })?.id).toBe('medium');
    expect(chooseBranch([medium, both, fallback], { amount: 500, kind: 2 })?.id).toBe('medium');
    expect(chooseBranch([both, medium, fallback], { amount: 50, kind: 2 })?.id).toBe('other');
  });

  it('skips a non-default line without conditions, and finds nothing without a default', () => {
    const bare = branch('bare', []);
    expect(chooseBranch([bare, fallback], {})?.id).toBe('other');
    expect(chooseBranch([big], { amount: 1 })).toBeUndefined();
    // a default line is the fallback even when it carries conditions of its own that hold
    const guardedDefault = branch('guarded', [{ field: 'amount', op: 'gt', value: 0 }], true);
    expect(chooseBranch([guardedDefault, big], { amount: 5000 })?.id).toBe('big');
  });
});

describe('values the web imports', () => {
  it.each(['approval-events.ts', 'workflow-status.ts'])(
    '%s imports nothing (no zod reaches the list screen)',
    (file) => {
      const source = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
      expect(source).not.toMatch(/^import (?!type )/m);
    },
  );
});
