import { describe, expect, it } from 'vitest';
import { entryOf, isNewBuild } from './buildVersion.ts';

describe('upgrade check', () => {
  it('finds the entry chunk in index.html', () => {
    expect(entryOf('<script>var e="/assets/index-AbC_1-2.js"</script>')).toBe('/assets/index-AbC_1-2.js');
    expect(entryOf('<html></html>')).toBeNull();
  });

  it('reports a new build only when the served entry differs from the running one', () => {
    expect(isNewBuild('/assets/index-a.js', '"/assets/index-b.js"')).toBe(true);
    expect(isNewBuild('/assets/index-a.js', '"/assets/index-a.js"')).toBe(false);
    expect(isNewBuild(null, '"/assets/index-b.js"')).toBe(false);
    expect(isNewBuild('/assets/index-a.js', 'maintenance page')).toBe(false);
  });
});
