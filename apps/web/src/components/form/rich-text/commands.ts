/**
 * Formatting through the browser's editing commands on a contentEditable area. `execCommand` is marked
 * deprecated but every browser still implements it and no replacement exists; it keeps the editor tiny and
 * dependency-free, and the server sanitises whatever HTML comes out of it.
 */
export type EditorCommand =
  | 'bold'
  | 'italic'
  | 'underline'
  | 'strikeThrough'
  | 'insertUnorderedList'
  | 'insertOrderedList'
  | 'removeFormat'
  | 'undo'
  | 'redo';

export function run(command: EditorCommand): void {
  document.execCommand(command);
}

/** h2, p or blockquote around the current block. */
export function formatBlock(tag: 'h2' | 'p' | 'blockquote'): void {
  document.execCommand('formatBlock', false, `<${tag}>`);
}

export function insertLink(url: string): void {
  document.execCommand('createLink', false, url);
}

export function insertImage(url: string): void {
  document.execCommand('insertImage', false, url);
}

/** Only web links (the server drops anything else anyway). */
export const isWebLink = (url: string) => /^https?:\/\/\S+$/i.test(url.trim());

/** True when the HTML shows nothing: no text and no image. */
export function isBlankHtml(html: string | undefined | null): boolean {
  if (!html) return true;
  if (/<img\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}
