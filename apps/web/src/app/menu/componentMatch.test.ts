import { describe, expect, it } from 'vitest';
import { fileKeyOf, matchComponent } from './componentMatch.ts';

const keys = [
  '/goods/list/index.tsx',
  '/sale/order/index.tsx',
  '/sale/order/detail/index.tsx',
  '/home/index.tsx',
  '/home/notice/index.tsx',
  '/params/common/details/index.tsx',
  '/params/common/detailsOld/index.tsx',
  '/layout/routerView/iframe.tsx',
];

describe('component matching (spec §2)', () => {
  it('maps a component to the one file whose key starts with it', () => {
    expect(matchComponent('/goods/list/index', keys)).toEqual({ kind: 'one', key: '/goods/list/index.tsx' });
    expect(matchComponent('/sale/order/detail', keys)).toEqual({
      kind: 'one',
      key: '/sale/order/detail/index.tsx',
    });
    expect(matchComponent('/home/index', keys)).toEqual({ kind: 'one', key: '/home/index.tsx' });
  });

  it('also matches a component written without the leading slash', () => {
    expect(matchComponent('goods/list/index', keys)).toEqual({ kind: 'one', key: '/goods/list/index.tsx' });
    expect(matchComponent('layout/routerView/iframe', keys)).toEqual({
      kind: 'one',
      key: '/layout/routerView/iframe.tsx',
    });
  });

  it('gives no component when nothing or several files match', () => {
    expect(matchComponent('/vip/list/index', keys)).toEqual({ kind: 'none' });
    expect(matchComponent('Layout', keys)).toEqual({ kind: 'none' });
    expect(matchComponent('', keys)).toEqual({ kind: 'none' });
    expect(matchComponent(null, keys)).toEqual({ kind: 'none' });
    expect(matchComponent('/params/common/details', keys)).toEqual({ kind: 'many' });
  });

  it('reads glob keys like paths under src/views', () => {
    expect(fileKeyOf('../../views/goods/list/index.tsx')).toBe('/goods/list/index.tsx');
    expect(fileKeyOf('../../layouts/routerView/iframe.tsx')).toBe('/layout/routerView/iframe.tsx');
  });
});
