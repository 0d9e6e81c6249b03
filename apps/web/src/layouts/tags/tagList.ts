/** An open tag: one per path + query (template-web §3.1, normal mode). */
export interface Tag {
  /** Path plus query: the tag's identity. */
  key: string;
  pathname: string;
  search: string;
  /** The menu route it shows. */
  routeId: number;
  /** Pinned tags (meta.isAffix) cannot be closed. */
  affix: boolean;
}

export function tagKey(pathname: string, search: string): string {
  return `${pathname}${search}`;
}

/** Adds the tag at the end, unless a tag with its key is open already (the same list is returned). */
export function openTag(tags: readonly Tag[], tag: Tag): Tag[] {
  return tags.some((t) => t.key === tag.key) ? (tags as Tag[]) : [...tags, tag];
}

/** Removes a tag (pinned tags stay). */
export function closeTag(tags: readonly Tag[], key: string): Tag[] {
  return tags.filter((t) => t.key !== key || t.affix);
}

/** Keeps the pinned tags and the target. */
export function closeOthers(tags: readonly Tag[], key: string): Tag[] {
  return tags.filter((t) => t.affix || t.key === key);
}

/** Keeps the pinned tags only. */
export function closeAll(tags: readonly Tag[]): Tag[] {
  return tags.filter((t) => t.affix);
}

export function moveTag(tags: readonly Tag[], from: number, to: number): Tag[] {
  const out = [...tags];
  const [moved] = out.splice(from, 1);
  if (moved === undefined) return out;
  out.splice(Math.max(0, Math.min(to, out.length)), 0, moved);
  return out;
}

/**
 * Where to go after closing the active tag: the tag that took its index, else the new last tag, else
 * null (template-web §3.2 "关闭").
 */
export function nextAfterClose(before: readonly Tag[], after: readonly Tag[], closedKey: string): Tag | null {
  const index = before.findIndex((t) => t.key === closedKey);
  return after[index] ?? after[after.length - 1] ?? null;
}
