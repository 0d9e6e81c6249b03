import type { ConditionOp, WorkflowCondition } from '@retail/contracts/api/system/workflow-graph';

/** A condition as the line drawer edits it: the value as text, or as texts for `in`. */
export interface ConditionRow {
  field: string;
  op: ConditionOp;
  value?: string | string[];
}

type Scalar = string | number | boolean;

const NUMBER = /^-?\d+(\.\d+)?$/;

/** Typed text as a condition's value: numbers as numbers (`1000`), `true` / `false` as booleans, else the text. */
export function valueOf(text: string): Scalar {
  const trimmed = text.trim();
  if (NUMBER.test(trimmed)) return Number(trimmed);
  if (trimmed === 'true' || trimmed === 'false') return trimmed === 'true';
  return text;
}

/** A condition's value as the drawer shows it. */
export function textOf(value: WorkflowCondition['value']): string | string[] {
  if (Array.isArray(value)) return value.map(String);
  return value === null ? '' : String(value);
}

export const takesNoValue = (op: ConditionOp): boolean => op === 'empty' || op === 'notEmpty';

/** The drawer's row as the graph keeps it. */
export function conditionOf(row: ConditionRow): WorkflowCondition {
  const field = (row.field ?? '').trim();
  if (takesNoValue(row.op)) return { field, op: row.op, value: null };
  const raw = row.value ?? '';
  if (row.op === 'in') {
    const list = (Array.isArray(raw) ? raw : raw.split(/[,，]/)).map((v) => v.trim()).filter(Boolean);
    return { field, op: row.op, value: list.map(valueOf) };
  }
  const text = Array.isArray(raw) ? raw.join(',') : raw;
  return { field, op: row.op, value: text.trim() === '' ? null : valueOf(text) };
}

export function rowOf(condition: WorkflowCondition): ConditionRow {
  return { field: condition.field, op: condition.op, value: textOf(condition.value) };
}
