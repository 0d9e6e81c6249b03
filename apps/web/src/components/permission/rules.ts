/** The three permission rules of the template (template-web §7): one code, any of several, all of several. */
export function hasCode(granted: ReadonlySet<string>, code: string): boolean {
  return granted.has(code);
}

export function hasAny(granted: ReadonlySet<string>, codes: readonly string[]): boolean {
  return codes.some((code) => granted.has(code));
}

/** Duplicates are ignored; an empty list grants nothing, so a gate written without codes stays closed. */
export function hasAll(granted: ReadonlySet<string>, codes: readonly string[]): boolean {
  return codes.length > 0 && codes.every((code) => granted.has(code));
}
