import type { FormFile } from '@retail/contracts/api/system/form';
import { locales } from 'zod';
import type { Language } from '../../../../i18n/languages.ts';
import { chooseFile } from '../../print/chooseFile.ts';
import { formSchemaSchema } from '../render/contracts.ts';
import { formFileSchema } from './state/fileContracts.ts';

/**
 * A form as a file: `{format: 'retail-form', code, name, category, remark, schema}` in JSON, written by the
 * designer's and the list's export and read back by their import. Reading checks it with the contract's own
 * schema, so a file that would not save is refused, naming where, before anything changes.
 */

export type FileReading = { ok: true; file: FormFile } | { ok: false; problems: string[] };

/** At most this many problems are reported (a wrong file can have hundreds). */
const MAX_PROBLEMS = 8;

const ZOD_LOCALES: Record<Language, ReturnType<typeof locales.en>> = {
  'zh-cn': locales.zhCN(),
  en: locales.en(),
  'zh-tw': locales.zhTW(),
};

export function formFileText(file: FormFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** A file name from the form's code: characters file systems refuse become `_`. */
export function formFileName(code: string): string {
  const safe = code.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_').trim() || 'form';
  return `${safe}.form.json`;
}

/**
 * Reads a form file; a bare schema (`{schemaVersion, nodes}`) is taken too, as the form of `fallback`. Problems
 * are in `language`, each naming its path (`schema.nodes.2.key: …`).
 */
export function readFormFile(
  text: string,
  language: Language,
  fallback: Omit<FormFile, 'schema' | 'format'>,
): FileReading {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problems: ['json'] };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return { ok: false, problems: ['json'] };
  const error = { error: ZOD_LOCALES[language].localeError };
  const bare = !('format' in value) && 'schemaVersion' in value;
  if (bare) {
    const schema = formSchemaSchema.safeParse(value, error);
    if (schema.success)
      return { ok: true, file: { format: 'retail-form', ...fallback, schema: schema.data } };
    return { ok: false, problems: problemsOf(schema.error.issues, '') };
  }
  const file = formFileSchema.safeParse(value, error);
  if (file.success) return { ok: true, file: file.data };
  return { ok: false, problems: problemsOf(file.error.issues, '') };
}

function problemsOf(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
  prefix: string,
): string[] {
  return issues.slice(0, MAX_PROBLEMS).map((issue) => {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}

/** Saves the text as a download. */
export function downloadText(text: string, fileName: string): void {
  const href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Lets the user pick a JSON file and reads it as text (null when they cancel). */
export async function chooseTextFile(): Promise<string | null> {
  const file = await chooseFile('.json,application/json');
  return file ? file.text() : null;
}
