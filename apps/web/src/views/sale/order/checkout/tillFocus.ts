/** The fields and buttons a till shortcut moves the focus to, marked `data-till-focus` on the element itself. */
export type TillFocus = 'member' | 'quantity' | 'lineDiscount' | 'orderDiscount' | 'pay';

/** Focuses (and selects the text of) the first or last element (or the input inside it) marked `name` inside `area`; false when none. */
export function focusTillField(area: HTMLElement | null, name: TillFocus, which: 'first' | 'last' = 'first') {
  const marked = area?.querySelectorAll<HTMLElement>(`[data-till-focus="${name}"]`) ?? [];
  const marker = which === 'last' ? marked[marked.length - 1] : marked[0];
  // some antd fields put the mark on their wrapper (Input.Search), others on the input itself (InputNumber)
  const element = marker?.matches('input, button, textarea') ? marker : marker?.querySelector('input');
  if (!element) return false;
  element.focus();
  if (element instanceof HTMLInputElement) element.select();
  return true;
}
