import type { TriggerType } from '@retail/contracts/api/system/job';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The coded states of jobs, triggers, runs and nodes (the contract's JOB_STATUS, TRIGGER_STATUS, RUN_STATUS,
 * RUN_KIND and NODE_STATUS; the web takes only types from the contracts), each a coloured tag with its words.
 */
const COLORS = {
  status: { 1: 'success', 2: 'warning' },
  triggerStatus: { 1: 'processing', 2: 'warning', 3: 'default' },
  runStatus: {
    0: 'default',
    1: 'processing',
    2: 'success',
    3: 'error',
    4: 'default',
    5: 'magenta',
    6: 'warning',
  },
  runKind: { 1: 'blue', 2: 'purple' },
  nodeStatus: { 1: 'success', 2: 'default', 3: 'error' },
} as const satisfies Record<string, Record<number, string>>;

export const JOB_ACTIVE = 1;
export const TRIGGER_READY = 1;
export const RUN_RUNNING = 1;

/** The contract's TRIGGER_TYPES, in the order the dialog offers them. */
export const TRIGGER_TYPES = Object.keys({ cron: 1, interval: 1, once: 1 } satisfies Record<
  TriggerType,
  1
>) as TriggerType[];

export type CodeKind = keyof typeof COLORS;
export type CodeOf<K extends CodeKind> = keyof (typeof COLORS)[K] & number;

export const codesOf = <K extends CodeKind>(kind: K) => Object.keys(COLORS[kind]).map(Number) as CodeOf<K>[];

/** The words of a code (`system.job.runStatus.3`); an unknown code as it is. */
export function useCodeText() {
  const { t, i18n } = useTranslation();
  return (kind: CodeKind, value: number) => {
    const key = `system.job.${kind}.${value}`;
    return i18n.exists(key) ? t(key as 'system.job.status.1') : String(value);
  };
}

export function CodeTag({ kind, value }: { kind: CodeKind; value: number }) {
  const text = useCodeText();
  const color = (COLORS[kind] as Record<number, string>)[value] ?? 'default';
  return (
    <Tag color={color} data-code={`${kind}-${value}`}>
      {text(kind, value)}
    </Tag>
  );
}
