import { type FormField, type FormLanguage, textIn } from './form-model.ts';

/** What a value's text needs beyond the form: names of dictionary items, users and organisations. */
export interface FormTextContext {
  lang: FormLanguage;
  /** a dictionary item's name in the language, if the dictionary has it */
  dictText(code: string, value: string): string | undefined;
  userName(id: number): string | undefined;
  orgName(id: number): string | undefined;
  /** the words of a switch */
  yes: string;
  no: string;
}

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** The text of markup: tags dropped, the common entities read, spaces collapsed. */
export function htmlText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A submitted value as one line of text (a list cell, an export's cell): options by their labels, users and
 * organisations by name, files by name, a rich text without its markup. An empty value is ''.
 */
export function formValueText(field: FormField, value: unknown, context: FormTextContext): string {
  if (value === undefined || value === null || value === '') return '';
  const list = (items: unknown[], one: (v: unknown) => string) =>
    items.map(one).join(context.lang === 'en' ? ', ' : '、');
  const optionText = (v: unknown) => {
    const text = String(v);
    if (field.options?.source === 'static') {
      const option = field.options.items.find((o) => o.value === text);
      return option ? textIn(option.label, context.lang) || text : text;
    }
    if (field.options?.source === 'dict') return context.dictText(field.options.code, text) ?? text;
    return text;
  };
  switch (field.type) {
    case 'richText':
      return htmlText(String(value));
    case 'money':
      return typeof value === 'number' ? value.toFixed(2) : String(value);
    case 'select':
    case 'radio':
    case 'checkbox':
      return Array.isArray(value) ? list(value, optionText) : optionText(value);
    case 'dateRange':
      return Array.isArray(value) ? value.map(String).join(' ~ ') : String(value);
    case 'switch':
      return value === true ? context.yes : context.no;
    case 'upload':
      return Array.isArray(value) ? list(value, (f) => String((f as { name?: unknown }).name ?? '')) : '';
    case 'user':
    case 'org': {
      const name = (id: unknown) =>
        (typeof id === 'number'
          ? field.type === 'user'
            ? context.userName(id)
            : context.orgName(id)
          : undefined) ?? String(id);
      return Array.isArray(value) ? list(value, name) : name(value);
    }
    default:
      return Array.isArray(value) ? list(value, String) : String(value);
  }
}
