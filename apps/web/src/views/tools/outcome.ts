import type { PasswordStrength } from '@retail/contracts';

/** What a validator or helper of the tools page answers for one input. */
export type Outcome =
  | { kind: 'verdict'; valid: boolean }
  | { kind: 'text'; text: string }
  | { kind: 'strength'; strength: PasswordStrength }
  /** the function answered `undefined`: not a value of its kind (yuanToFen('1.234'), no unsafe text found) */
  | { kind: 'nothing' }
  /** the input is outside what the function takes (it throws, or a number was wanted) */
  | { kind: 'refused' };

export const valid: Outcome = { kind: 'verdict', valid: true };
export const invalid: Outcome = { kind: 'verdict', valid: false };
export const nothing: Outcome = { kind: 'nothing' };
export const refused: Outcome = { kind: 'refused' };
export const text = (value: string): Outcome => ({ kind: 'text', text: value });
export const strength = (value: PasswordStrength): Outcome => ({ kind: 'strength', strength: value });

/** One text per outcome, for comparing and for the page's `data-outcome` (the e2e spec reads it). */
export function outcomeKey(outcome: Outcome): string {
  switch (outcome.kind) {
    case 'verdict':
      return outcome.valid ? 'valid' : 'invalid';
    case 'text':
      return `text:${outcome.text}`;
    case 'strength':
      return `strength:${outcome.strength}`;
    default:
      return outcome.kind;
  }
}

/** A spec example: what is typed and what the rule says must come out. */
export interface Example {
  input: string;
  expect: Outcome;
}

/**
 * One row of the tools page: an exported validator or helper of @retail/contracts (`uses`, compared by identity
 * by the completeness test), its regular expression when it has one, how the typed text is handed to it, and the
 * spec's examples. Its rule text is `demo.tools.rules.<id>` in each language.
 */
export interface ToolRow {
  id: string;
  /** the call as a reader would write it: `isMobile(text)` */
  call: string;
  uses: readonly unknown[];
  pattern?: RegExp;
  run(input: string): Outcome;
  examples: readonly Example[];
}

const examplesOf = (pairs: ReadonlyArray<readonly [string, Outcome]>): Example[] =>
  pairs.map(([input, expect]) => ({ input, expect }));

/** A yes/no rule on the text. */
export function validatorRow(
  id: string,
  fn: (value: string) => boolean,
  pattern: RegExp | undefined,
  pairs: ReadonlyArray<readonly [string, boolean]>,
): ToolRow {
  return {
    id,
    call: `${id}(text)`,
    uses: pattern ? [fn, pattern] : [fn],
    ...(pattern ? { pattern } : {}),
    run: (input) => ({ kind: 'verdict', valid: fn(input) }),
    examples: examplesOf(pairs.map(([input, ok]) => [input, ok ? valid : invalid] as const)),
  };
}

/** A rule that exists only as an exported regular expression (the code generator's names). */
export function patternRow(id: string, pattern: RegExp, pairs: ReadonlyArray<readonly [string, boolean]>) {
  return {
    ...validatorRow(id, (v) => pattern.test(v), pattern, pairs),
    call: `${id}.test(text)`,
    uses: [pattern],
  };
}

/** A text in, text out helper. */
export function helperRow(
  id: string,
  fn: (value: string) => string,
  pairs: ReadonlyArray<readonly [string, string]>,
): ToolRow {
  return {
    id,
    call: `${id}(text)`,
    uses: [fn],
    run: (input) => text(fn(input)),
    examples: examplesOf(pairs.map(([input, out]) => [input, text(out)] as const)),
  };
}

/** Runs `work`, answering `refused` when the function refuses its input by throwing a RangeError. */
export function unlessRefused(work: () => Outcome): Outcome {
  try {
    return work();
  } catch (error) {
    if (error instanceof RangeError) return refused;
    throw error;
  }
}

/** The typed text as a number (for helpers taking one), or undefined when it is not one. */
export function numberOf(input: string): number | undefined {
  const value = input.trim() === '' ? Number.NaN : Number(input);
  return Number.isFinite(value) ? value : undefined;
}

/** `\uXXXX` escapes in the typed text become their characters, so a NUL or a lone surrogate can be typed. */
export const unescapeText = (input: string): string =>
  input.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
