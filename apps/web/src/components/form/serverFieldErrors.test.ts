import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, onRegisteredFields } from './serverFieldErrors.ts';

describe('server field errors', () => {
  it('reads the field of each part of a refusal', () => {
    expect(
      fieldErrorsOf('config.columns.2.fk.table: Invalid string; config.table: table x already has a config'),
    ).toEqual([
      { name: ['config', 'columns', 2, 'fk', 'table'], errors: ['Invalid string'] },
      { name: ['config', 'table'], errors: ['table x already has a config'] },
    ]);
    expect(fieldErrorsOf('config.menu.parentId：菜单中没有目录 5')).toEqual([
      { name: ['config', 'menu', 'parentId'], errors: ['菜单中没有目录 5'] },
    ]);
    expect(fieldErrorsOf('Network connection error')).toEqual([]);
  });

  it('puts an error on the deepest registered field its path starts with', () => {
    const registered = [
      ['config', 'table'],
      ['config', 'columns'],
      ['config', 'columns', 2, 'fk'],
    ];
    expect(
      onRegisteredFields(
        [
          { name: ['config', 'columns', 2, 'fk', 'table'], errors: ['bad'] },
          { name: ['config', 'entity'], errors: ['nowhere'] },
        ],
        registered,
      ),
    ).toEqual([{ name: ['config', 'columns', 2, 'fk'], errors: ['bad'] }]);
  });
});
