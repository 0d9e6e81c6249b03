import type { BackupScope, BackupStatus, BackupTrigger } from '@retail/contracts/api/system/backup';
import type { EnumOption } from '../../../components/display/EnumTag.tsx';
import { i18n } from '../../../i18n/index.ts';

/** The tags of an archive's coded fields, in the current language. */

const STATUS_COLORS: Record<BackupStatus, string> = {
  running: 'processing',
  succeeded: 'success',
  failed: 'error',
};
const SCOPE_COLORS: Record<BackupScope, string> = { system: 'blue', tenant: 'purple' };
const TRIGGER_COLORS: Record<BackupTrigger, string> = {
  manual: 'default',
  schedule: 'cyan',
  safety: 'gold',
  upload: 'geekblue',
};

// the contract's value lists stay on the server side (the web imports only its types); these maps name every value
export const BACKUP_STATUSES = Object.keys(STATUS_COLORS) as BackupStatus[];
export const BACKUP_SCOPES = Object.keys(SCOPE_COLORS) as BackupScope[];
export const BACKUP_TRIGGERS = Object.keys(TRIGGER_COLORS) as BackupTrigger[];

function optionsOf<K extends string>(
  values: readonly K[],
  colors: Record<K, string>,
  label: (value: K) => string,
): Record<K, EnumOption> {
  return Object.fromEntries(values.map((v) => [v, { label: label(v), color: colors[v] }])) as Record<
    K,
    EnumOption
  >;
}

export const statusOptions = () =>
  optionsOf(BACKUP_STATUSES, STATUS_COLORS, (v) => i18n.t(`backup.statuses.${v}`));
export const scopeOptions = () => optionsOf(BACKUP_SCOPES, SCOPE_COLORS, (v) => i18n.t(`backup.scopes.${v}`));
export const triggerOptions = () =>
  optionsOf(BACKUP_TRIGGERS, TRIGGER_COLORS, (v) => i18n.t(`backup.triggers.${v}`));
