/** The entry chunk a page of index.html starts (`/assets/index-<hash>.js`), or null. */
export function entryOf(html: string): string | null {
  return /\/assets\/index-[\w-]+\.js/.exec(html)?.[0] ?? null;
}

/** A new build is deployed when the served index.html starts another entry than the running page. */
export function isNewBuild(running: string | null, servedHtml: string): boolean {
  const served = entryOf(servedHtml);
  return running !== null && served !== null && served !== running;
}
