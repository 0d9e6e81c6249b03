/**
 * Hand-over from the build-time prerendered page (scripts/prerender.mjs) to React.
 *
 * The static markup lives in `#prerender`, a sibling of `#root`, and React starts with createRoot (no
 * hydration). Hydration would need byte-identical markup, which a page that depends on the stored language,
 * the login config and the URL cannot promise, and a mismatch makes React throw the tree away anyway. So
 * React renders into the empty `#root`: the view starts from what the user already typed in the static form
 * (values, focus, caret, a pending submit), and in the same commit, before the browser paints, the static
 * markup is removed. No flash, no lost keystrokes.
 */
export const PRERENDER_ID = 'prerender';

export interface PrerenderedForm {
  /** Non-empty values by field name. */
  values: Record<string, string>;
  /** The field that had focus, with its selection. */
  focus?: { field: string; start: number | null; end: number | null };
  /** The user pressed Enter or the button before the script arrived. */
  submitted: boolean;
}

/**
 * Reads the static copy of the form whose inputs have the ids `<formId>_<field>`, without changing it.
 * Call it while rendering the view's first frame (a `useState` initialiser): the first render and its
 * commit run in one task, so nothing typed in between can be missed. Returns null when there is no
 * prerendered markup (dev server, later navigations).
 */
export function readPrerenderedForm(formId: string): PrerenderedForm | null {
  // Also runs in the build-time prerender itself, where there is no document.
  const host = typeof document === 'undefined' ? null : document.getElementById(PRERENDER_ID);
  if (!host) return null;
  const prefix = `${formId}_`;
  const values: Record<string, string> = {};
  let focus: PrerenderedForm['focus'];
  for (const input of host.querySelectorAll<HTMLInputElement>(`input[id^="${prefix}"]`)) {
    const field = input.id.slice(prefix.length);
    if (input.value) values[field] = input.value;
    if (input === document.activeElement) {
      focus = { field, start: input.selectionStart, end: input.selectionEnd };
    }
  }
  const submitted = host.dataset.submit === '1';
  return focus ? { values, focus, submitted } : { values, submitted };
}

/** Drops the static markup; React's copy is on screen in the same frame. */
export function removePrerendered(): void {
  document.getElementById(PRERENDER_ID)?.remove();
}
