import { isAdminAccount, dictItemText } from '@retail/contracts';
import { codeRows, textRows } from './codeRows.ts';
import { inputRows, moneyRows } from './inputRows.ts';
import type { ToolRow } from './outcome.ts';
import { dateRows, networkRows, personRows } from './ruleRows.ts';

export interface ToolGroup {
  /** its title is `demo.tools.groups.<id>` */
  id: 'input' | 'money' | 'person' | 'network' | 'dates' | 'codes' | 'text';
  rows: ToolRow[];
}

/** Every validator and input helper of @retail/contracts, in the groups the tools page shows. */
export const TOOL_GROUPS: readonly ToolGroup[] = [
  { id: 'input', rows: inputRows },
  { id: 'money', rows: moneyRows },
  { id: 'person', rows: personRows },
  { id: 'network', rows: networkRows },
  { id: 'dates', rows: dateRows },
  { id: 'codes', rows: codeRows },
  { id: 'text', rows: textRows },
];

/** The rows the spec §5 list names (the others are this project's own shared rules). */
export const SPEC_ROWS: ReadonlySet<string> = new Set([
  'percentageInteger',
  'decimalFilter',
  'integerFilter',
  'stripChinese',
  'stripLetters',
  'trimSpaces',
  'thousands',
  'amountInChineseCapitals',
  'isMobile',
  'isLandline',
  'isAccount',
  'isPassword',
  'isStrongPassword',
  'passwordStrength',
  'isIPv4',
  'isEmail',
  'isIdCard',
  'isChineseName',
  'isPostalCode',
  'isUrl',
  'isLicencePlate',
]);

/**
 * Functions of @retail/contracts that are neither validators nor input helpers, and why they are not on the page
 * (the completeness test fails on any other export that no row uses).
 */
export const NOT_INPUT_RULES: ReadonlyMap<unknown, string> = new Map<unknown, string>([
  [isAdminAccount, 'reads a signed-in account type, not typed text'],
  [dictItemText, 'picks the name of a dictionary item in a language: display, not a rule'],
]);
