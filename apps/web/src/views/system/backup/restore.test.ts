import type { BackupVerifyOutput, RestoreStatusOutput } from '@retail/contracts/api/system/backup';
import { describe, expect, it } from 'vitest';
import { confirmNameOf, restorable, restoreOutcome, schemaNewer } from './restore.ts';

const status = (over: Partial<RestoreStatusOutput>): RestoreStatusOutput => ({
  active: false,
  phase: 'idle',
  progress: 0,
  startedTime: null,
  finishedTime: null,
  error: null,
  ...over,
});

describe('restore helpers', () => {
  it('asks for the file name without the .rbk suffix', () => {
    expect(confirmNameOf('system-20260101-020000.rbk')).toBe('system-20260101-020000');
    expect(confirmNameOf('odd-name')).toBe('odd-name');
  });

  it('compares schema versions with numbers as numbers', () => {
    expect(schemaNewer('0010_stock', '0009_goods')).toBe(true);
    expect(schemaNewer('0009_goods', '0010_stock')).toBe(false);
    expect(schemaNewer('0010_stock', '0010_stock')).toBe(false);
    expect(schemaNewer('12', '9')).toBe(true);
  });

  it('lets a verified archive of this schema or an older one go on', () => {
    const verify = { ok: true, schemaVersion: '0009', currentSchemaVersion: '0010' } as BackupVerifyOutput;
    expect(restorable(verify)).toBe(true);
    expect(restorable({ ...verify, ok: false })).toBe(false);
    expect(restorable({ ...verify, schemaVersion: '0011' })).toBe(false);
  });

  it('follows only the restore it started, not the end of an earlier one', () => {
    const earlier = '2026-01-01 10:00:00';
    expect(restoreOutcome(earlier, status({ phase: 'done', startedTime: earlier }))).toBe('running');
    expect(restoreOutcome(earlier, status({ active: true, phase: 'safety', startedTime: 'x' }))).toBe(
      'running',
    );
    expect(restoreOutcome(earlier, status({ phase: 'done', startedTime: 'later' }))).toBe('done');
    expect(restoreOutcome(null, status({ phase: 'failed', startedTime: 'later' }))).toBe('failed');
    expect(restoreOutcome(null, status({ phase: 'idle' }))).toBe('running');
  });
});
