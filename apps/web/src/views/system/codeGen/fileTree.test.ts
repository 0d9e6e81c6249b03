import { describe, expect, it } from 'vitest';
import { fileTree } from './fileTree.ts';

describe('the preview’s file tree', () => {
  it('nests paths in folders, folders first, and joins single-folder chains', () => {
    const tree = fileTree([
      'apps/server/src/modules/retail/x/routes.ts',
      'apps/server/src/modules/retail/x/index.ts',
      'apps/server/src/modules/index.ts',
      'apps/server/src/modules/index.ts',
      'e2e/specs/x.spec.ts',
    ]);
    expect(tree).toEqual([
      {
        key: 'apps/server/src/modules/',
        title: 'apps/server/src/modules',
        isLeaf: false,
        children: [
          {
            key: 'apps/server/src/modules/retail/x/',
            title: 'retail/x',
            isLeaf: false,
            children: [
              { key: 'apps/server/src/modules/retail/x/index.ts', title: 'index.ts', isLeaf: true },
              { key: 'apps/server/src/modules/retail/x/routes.ts', title: 'routes.ts', isLeaf: true },
            ],
          },
          { key: 'apps/server/src/modules/index.ts', title: 'index.ts', isLeaf: true },
        ],
      },
      {
        key: 'e2e/specs/',
        title: 'e2e/specs',
        isLeaf: false,
        children: [{ key: 'e2e/specs/x.spec.ts', title: 'x.spec.ts', isLeaf: true }],
      },
    ]);
  });
});
