import type { PrintDocType } from '@retail/contracts/api/system/print-catalogue';
import type { PrintTemplate } from '@retail/contracts/api/system/print-template';
import { locales } from 'zod';
import type { Language } from '../../../../i18n/languages.ts';
import { PRINT_DOC_TYPES, printTemplateSchema, unknownBindings } from './state/contracts.ts';

/**
 * A template as a file: `{docType, name, template}` in JSON, written by the designer's export and read back by
 * its import (and the list's). Reading checks the template with the contract's schema and the document type's
 * field catalogue, so a file that would not save is refused before anything changes.
 */
export interface TemplateFile {
  docType: PrintDocType;
  name: string;
  template: PrintTemplate;
}

export type FileProblem =
  /** not JSON, or not an object */
  | { kind: 'json' }
  /** no or an unknown document type */
  | { kind: 'docType'; value: unknown }
  /** a file of another document type than the template it would replace */
  | { kind: 'otherDocType'; docType: PrintDocType }
  /** the template breaks a rule of the schema */
  | { kind: 'schema'; path: string; message: string }
  /** the template binds a field the document type does not have */
  | { kind: 'binding'; where: string; path: string };

export type FileReading = { ok: true; file: TemplateFile } | { ok: false; problems: FileProblem[] };

/** At most this many schema problems are reported (a wrong file can have hundreds). */
const MAX_PROBLEMS = 8;

const ZOD_LOCALES: Record<Language, ReturnType<typeof locales.en>> = {
  'zh-cn': locales.zhCN(),
  en: locales.en(),
  'zh-tw': locales.zhTW(),
};

export function templateFileText(file: TemplateFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** A file name from the template's name: characters file systems refuse become `_`. */
export function templateFileName(name: string): string {
  const safe = name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_').trim() || 'print-template';
  return `${safe}.json`;
}

const isDocType = (value: unknown): value is PrintDocType =>
  typeof value === 'string' && (PRINT_DOC_TYPES as readonly string[]).includes(value);

/**
 * Reads a template file. `expected`: the document type the template must be of (the designer replaces a template
 * of that type; the list takes any). Problems are in `language` where they come from the schema.
 */
export function readTemplateFile(text: string, language: Language, expected?: PrintDocType): FileReading {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problems: [{ kind: 'json' }] };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return { ok: false, problems: [{ kind: 'json' }] };
  const raw = value as Record<string, unknown>;
  if (!isDocType(raw.docType)) return { ok: false, problems: [{ kind: 'docType', value: raw.docType }] };
  const docType = raw.docType;
  if (expected && docType !== expected) return { ok: false, problems: [{ kind: 'otherDocType', docType }] };
  const parsed = printTemplateSchema.safeParse(raw.template, { error: ZOD_LOCALES[language].localeError });
  if (!parsed.success) {
    const problems = parsed.error.issues.slice(0, MAX_PROBLEMS).map((issue) => ({
      kind: 'schema' as const,
      path: ['template', ...issue.path].join('.'),
      message: issue.message,
    }));
    return { ok: false, problems };
  }
  const unknown = unknownBindings(docType, parsed.data);
  if (unknown.length > 0)
    return {
      ok: false,
      problems: unknown
        .slice(0, MAX_PROBLEMS)
        .map(({ where, path }) => ({ kind: 'binding', where: `template.${where}`, path })),
    };
  const name = typeof raw.name === 'string' ? raw.name.trim().slice(0, 64) : '';
  return { ok: true, file: { docType, name, template: parsed.data } };
}
