/** The form designer's menu path (seeded; its screen is ./index.tsx). */
export const FORM_LIST_PATH = '/develop/formDes';

/** The designer of a saved form, in a tag of its own named after it. */
export function designPath(form: { id: number; name: string }): string {
  const query = new URLSearchParams({ design: String(form.id), tagsViewName: form.name });
  return `${FORM_LIST_PATH}?${query}`;
}
