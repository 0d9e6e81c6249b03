/** Text compared without layout: the formatter may break or join lines and add trailing commas. */
export const layoutFree = (text: string) => text.replace(/\s+/g, '').replace(/,([)\]}])/g, '$1');

/** `lines` before the marker's line, at the file's place; nothing when the file has them already. */
export function insertBeforeMarker(text: string, marker: string, lines: string): string | undefined {
  if (layoutFree(text).includes(layoutFree(lines))) return undefined;
  const at = text.split('\n').findIndex((line) => line.trim() === marker);
  if (at < 0) throw new Error(`the marker "${marker}" is missing`);
  const all = text.split('\n');
  all.splice(at, 0, ...lines.split('\n'));
  return all.join('\n');
}
