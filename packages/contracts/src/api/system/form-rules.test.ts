import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIdCard } from '../../id-card.ts';
import { yuanToFen } from '../../money.ts';
import { isUrl } from '../../url.ts';
import {
  ACCOUNT,
  CHINESE_NAME,
  IPV4,
  isAccount,
  isChineseName,
  isEmail,
  isIPv4,
  isLandline,
  isLicencePlate,
  isMobile,
  isPassword,
  isPostalCode,
  isStrongPassword,
  LANDLINE,
  LICENCE_PLATE,
  MOBILE,
  PASSWORD,
  POSTAL_CODE,
} from '../../validators.ts';
import { contextWith, field, schemaOf, staticOptions } from './form-fixtures.test-support.ts';
import { emptyRules, FORM_PATTERNS, type FormField, type FormPattern } from './form-model.ts';
import { cleanFormData, initialFormData, validateFormData, visibleKeys } from './form-rules.ts';

const none = contextWith();
const errorsOf = (f: FormField, value: unknown, context = none) =>
  validateFormData(schemaOf(f), value === undefined ? {} : { [f.key]: value }, context);
const codeOf = (f: FormField, value: unknown, context = none) => errorsOf(f, value, context)[0]?.code;

/**
 * The spec §5 validators each pattern must answer like, imported here on their own (not through the rules'
 * table), with a generator of texts that look like valid ones so both answers come up.
 */
const VALIDATORS: Record<FormPattern, [(v: string) => boolean, fc.Arbitrary<string>]> = {
  mobile: [isMobile, fc.stringMatching(MOBILE)],
  landline: [isLandline, fc.stringMatching(LANDLINE)],
  account: [isAccount, fc.stringMatching(ACCOUNT)],
  password: [isPassword, fc.stringMatching(PASSWORD)],
  // the rule's lookaheads are beyond stringMatching: a letter, a digit and a symbol around allowed characters
  strongPassword: [
    isStrongPassword,
    fc
      .tuple(
        fc.stringMatching(/^[A-Za-z]$/),
        fc.stringMatching(/^\d$/),
        fc.constantFrom(...'!@#$%^&.*'),
        fc.stringMatching(/^[A-Za-z\d!@#$%^&.*]{3,13}$/),
      )
      .map(([letter, digit, symbol, rest]) => symbol + rest + letter + digit),
  ],
  idCard: [
    (v) => isIdCard(v),
    fc.stringMatching(/^[1-9]\d{5}(19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|1\d|2[0-8])\d{3}[\dX]$/),
  ],
  email: [isEmail, fc.emailAddress()],
  url: [isUrl, fc.webUrl()],
  plate: [isLicencePlate, fc.stringMatching(LICENCE_PLATE)],
  postalCode: [isPostalCode, fc.stringMatching(POSTAL_CODE)],
  chineseName: [isChineseName, fc.stringMatching(CHINESE_NAME)],
  ipv4: [isIPv4, fc.stringMatching(IPV4)],
};

describe('field rules agree with the spec §5 validators', () => {
  it.each(FORM_PATTERNS)(
    '%s: a text is refused for its pattern exactly when the validator refuses it',
    (pattern) => {
      const [valid, looksValid] = VALIDATORS[pattern];
      const f = field('text', 'v', { rules: { ...emptyRules(), pattern } });
      // near-valid texts: one character changed, added or cut
      const nearly = looksValid.chain((text) =>
        fc
          .tuple(fc.nat(text.length), fc.string({ maxLength: 1 }))
          .map(([at, c]) => text.slice(0, at) + c + text.slice(at + 1)),
      );
      fc.assert(
        fc.property(fc.oneof(looksValid, nearly, fc.string({ maxLength: 40 })), (text) => {
          fc.pre(text.trim() !== '' && text.length <= 500);
          const refused = errorsOf(f, text).some((e) => e.code === 'pattern' && e.params.pattern === pattern);
          expect(refused).toBe(!valid(text));
        }),
        { numRuns: 300 },
      );
    },
  );

  it('money takes an amount exactly when the API’s yuan rule does (at most two decimals, not negative)', () => {
    const f = field('money', 'amount');
    const amounts = fc.oneof(
      fc.integer({ min: 0, max: 10_000_000_000 }).map((fen) => fen / 100),
      fc.double({ min: -1e9, max: 1e11, noNaN: true, noDefaultInfinity: true }),
    );
    fc.assert(
      fc.property(amounts, (amount) => {
        expect(codeOf(f, amount) === 'money').toBe(yuanToFen(amount) === undefined);
      }),
    );
  });
});

describe('validateFormData', () => {
  it('requires a shown field only: hidden ones, and fields of a hidden group, need nothing', () => {
    const schema = schemaOf(
      field('switch', 'hasIssue'),
      field('text', 'issue', { required: true, showWhen: [{ field: 'hasIssue', op: 'eq', value: true }] }),
      {
        id: 'g',
        type: 'group',
        title: { 'zh-cn': '', en: '', 'zh-tw': '' },
        showWhen: [{ field: 'hasIssue', op: 'eq', value: true }],
        children: [field('number', 'count', { required: true })],
      },
    );
    expect(validateFormData(schema, { hasIssue: false }, none)).toEqual([]);
    expect(validateFormData(schema, { hasIssue: true }, none).map((e) => [e.key, e.code])).toEqual([
      ['issue', 'required'],
      ['count', 'required'],
    ]);
  });

  it('reads a condition’s field only while that field is shown itself', () => {
    const schema = schemaOf(
      field('switch', 'a'),
      field('text', 'b', { showWhen: [{ field: 'a', op: 'eq', value: true }] }),
      field('text', 'c', { required: true, showWhen: [{ field: 'b', op: 'eq', value: 'x' }] }),
    );
    // b still holds "x" from before a was switched off: c is hidden with it
    expect([...visibleKeys(schema, { a: false, b: 'x' })]).toEqual(['a']);
    expect(validateFormData(schema, { a: false, b: 'x' }, none)).toEqual([]);
    expect(validateFormData(schema, { a: true, b: 'x' }, none).map((e) => e.key)).toEqual(['c']);
  });

  it('checks each type’s shape and rules, one message per field', () => {
    const rules = { ...emptyRules() };
    expect(codeOf(field('text', 't'), 42)).toBe('type');
    expect(codeOf(field('text', 't'), 'x'.repeat(501))).toBe('maxLength');
    expect(codeOf(field('text', 't', { rules: { ...rules, minLength: 3 } }), 'ab')).toBe('minLength');
    expect(codeOf(field('number', 'n', { rules: { ...rules, precision: 1 } }), 1.25)).toBe('precision');
    expect(codeOf(field('number', 'n', { rules: { ...rules, min: 0, max: 10 } }), 11)).toBe('max');
    expect(codeOf(field('number', 'n'), '12')).toBe('type');
    expect(codeOf(field('money', 'm'), 12.345)).toBe('money');
    expect(codeOf(field('money', 'm'), 12.34)).toBeUndefined();
    expect(codeOf(field('money', 'm', { rules: { ...rules, max: 100 } }), 100.01)).toBe('max');
    expect(codeOf(field('date', 'd'), '2026-02-30')).toBe('date');
    expect(codeOf(field('dateRange', 'r'), ['2026-03-02', '2026-03-01'])).toBe('dateOrder');
    expect(codeOf(field('dateRange', 'r'), ['2026-03-01', '2026-03-01'])).toBeUndefined();
    expect(codeOf(field('switch', 's'), 'yes')).toBe('type');
    expect(codeOf(field('user', 'u'), 3.5)).toBe('type');
    expect(codeOf(field('org', 'o', { multiple: true }), [1, 1])).toBe('duplicate');
    expect(errorsOf(field('text', 't', { rules: { ...rules, pattern: 'mobile' } }), '123')).toEqual([
      { key: 't', code: 'pattern', params: { pattern: 'mobile' } },
    ]);
  });

  it('takes a choice only among its options, a dictionary’s as the server or the browser knows them', () => {
    const level = field('select', 'level', { options: { source: 'dict', code: 'vip_level' } });
    const dicts = contextWith({ vip_level: ['1', '2'] });
    expect(codeOf(level, '2', dicts)).toBeUndefined();
    expect(errorsOf(level, '9', dicts)).toEqual([{ key: 'level', code: 'option', params: { value: '9' } }]);
    // a dictionary that is gone takes nothing
    expect(codeOf(level, '2', none)).toBe('option');
    const colours = field('checkbox', 'colours', {
      options: staticOptions('red', 'blue', 'green'),
      rules: { ...rules(), minCount: 2 },
    });
    expect(codeOf(colours, ['red'])).toBe('minCount');
    expect(codeOf(colours, ['red', 'red'])).toBe('duplicate');
    expect(codeOf(colours, ['red', 'pink'])).toBe('option');
    expect(codeOf(colours, 'red')).toBe('type');
    expect(codeOf(colours, ['red', 'blue'])).toBeUndefined();
  });

  it('treats blank markup, an off switch and empty lists as no value', () => {
    expect(codeOf(field('richText', 'r', { required: true }), '<p><br></p>')).toBe('required');
    expect(codeOf(field('richText', 'r', { required: true }), '<p><img src="x.png"></p>')).toBeUndefined();
    expect(codeOf(field('switch', 's', { required: true }), false)).toBe('required');
    expect(codeOf(field('checkbox', 'c', { required: true, options: staticOptions('a') }), [])).toBe(
      'required',
    );
    expect(codeOf(field('text', 't', { required: true }), '   ')).toBe('required');
  });

  it('takes up to five files unless a rule says otherwise, each an id and a name', () => {
    const files = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `f${i}.png` }));
    expect(codeOf(field('upload', 'p'), files(5))).toBeUndefined();
    expect(codeOf(field('upload', 'p'), files(6))).toBe('maxCount');
    expect(codeOf(field('upload', 'p', { rules: { ...rules(), maxCount: 8 } }), files(8))).toBeUndefined();
    expect(codeOf(field('upload', 'p'), [{ id: 1, name: 'a', url: 'x' }])).toBe('type');
  });

  it('stores only the values of shown fields, and starts from the defaults', () => {
    const schema = schemaOf(
      field('switch', 'a', { defaultValue: false }),
      field('text', 'b', { showWhen: [{ field: 'a', op: 'eq', value: true }], defaultValue: 'hello' }),
      field('text', 'c'),
    );
    expect(initialFormData(schema)).toEqual({ a: false, b: 'hello' });
    expect(cleanFormData(schema, { a: false, b: 'stale', c: '', unknown: 1 })).toEqual({ a: false });
    expect(cleanFormData(schema, { a: true, b: 'kept', c: 'x' })).toEqual({ a: true, b: 'kept', c: 'x' });
  });
});

function rules() {
  return emptyRules();
}
