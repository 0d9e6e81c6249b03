import { describe, expect, it } from 'vitest';
import { checkFormSchema, type FormIssue } from './form-check.ts';
import { field, schemaOf, staticOptions } from './form-fixtures.test-support.ts';
import { emptyRules, emptyTexts, type FormSchema } from './form-model.ts';

const codes = (schema: FormSchema, dicts?: string[]) =>
  checkFormSchema(schema, dicts ? { dictCodes: new Set(dicts) } : {}).map((i: FormIssue) => [i.code, i.name]);

describe('checkFormSchema (the publish check)', () => {
  it('passes a form whose fields can be filled in', () => {
    const schema = schemaOf(
      field('text', 'name', { required: true }),
      field('select', 'level', { options: { source: 'dict', code: 'vip_level' } }),
      field('radio', 'grade', { options: staticOptions('a', 'b'), defaultValue: 'a' }),
    );
    expect(checkFormSchema(schema, { dictCodes: new Set(['vip_level']) })).toEqual([]);
  });

  it('names the field of each problem by its label', () => {
    const schema = schemaOf(
      field('text', 'phone', { label: { 'zh-cn': '电话', en: 'Phone', 'zh-tw': '電話' } }),
      field('text', 'phone', { id: 'other' }),
      field('select', 'pick'),
      field('number', 'qty', { rules: { ...emptyRules(), pattern: 'mobile', min: 5, max: 1 } }),
      field('radio', 'r', { options: staticOptions('x', 'x'), defaultValue: 'y' }),
      field('text', 'nameless', { label: emptyTexts() }),
    );
    expect(codes(schema)).toEqual([
      ['duplicateKey', '字段phone'],
      ['noOptions', '字段pick'],
      ['ruleNotAllowed', '字段qty'],
      ['ruleRange', '字段qty'],
      ['duplicateOption', '字段r'],
      ['badDefault', '字段r'],
      ['noLabel', 'nameless'],
    ]);
  });

  it('refuses an empty form, an unknown dictionary, an over-wide grid and counts on a single choice', () => {
    expect(codes(schemaOf())).toEqual([['noFields', undefined]]);
    const schema = schemaOf(field('select', 'level', { options: { source: 'dict', code: 'nope' } }), {
      id: 'g',
      type: 'grid',
      columns: [
        {
          id: 'c1',
          span: 16,
          children: [
            field('select', 's', { options: staticOptions('a'), rules: { ...emptyRules(), maxCount: 2 } }),
          ],
        },
        { id: 'c2', span: 12, children: [] },
      ],
    });
    expect(codes(schema, ['vip_level'])).toEqual([
      ['unknownDict', '字段level'],
      ['gridSpan', 'g'],
      ['ruleNotAllowed', '字段s'],
    ]);
  });

  it('refuses show conditions on unknown fields, on the field itself and in a circle', () => {
    const when = (on: string) => [{ field: on, op: 'notEmpty' as const, value: null }];
    const schema = schemaOf(
      field('text', 'a', { showWhen: when('b') }),
      field('text', 'b', { showWhen: when('a') }),
      field('text', 'c', { showWhen: when('c') }),
      field('text', 'd', { showWhen: when('ghost') }),
      field('text', 'e', { showWhen: when('a') }),
    );
    expect(codes(schema)).toEqual([
      ['selfCondition', '字段c'],
      ['unknownConditionField', '字段d'],
      ['conditionCycle', '字段a'],
      ['conditionCycle', '字段b'],
    ]);
  });

  it('refuses layouts nested deeper than four', () => {
    let node: FormSchema['nodes'][number] = field('text', 'deep');
    for (let i = 0; i < 5; i++)
      node = { id: `g${i}`, type: 'group', title: emptyTexts(), showWhen: [], children: [node] };
    expect(codes(schemaOf(node)).map(([code]) => code)).toEqual(['tooDeep']);
  });
});
