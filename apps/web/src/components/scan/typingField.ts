const NOT_TYPED = new Set([
  'button',
  'checkbox',
  'radio',
  'range',
  'color',
  'file',
  'submit',
  'reset',
  'image',
]);

/**
 * Whether the user can type into this element: a writable text-like input, a text area or editable content.
 * A select's read-only input, a button or the page itself are not: a scan arriving there belongs to the scan box.
 */
export function isTypingField(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable) return true;
  if (element instanceof HTMLTextAreaElement) return !element.readOnly && !element.disabled;
  if (element instanceof HTMLInputElement) {
    return !element.readOnly && !element.disabled && !NOT_TYPED.has(element.type);
  }
  return false;
}
