import type { z } from 'zod';
import { localeText } from '../http/error-handler.ts';
import type { Language } from '../i18n/language.ts';
import { isMessageKey, translate } from '../i18n/messages.ts';

/** `properties.url: Invalid URL; …` in the language: a job type's parameter errors, each naming its field. */
export function describeIssues(error: z.ZodError, lang: Language, root: string): string {
  return error.issues
    .map((issue) => {
      const field = [root, ...issue.path.map(String)].join('.');
      const own = isMessageKey(issue.message) ? translate(lang, issue.message) : issue.message;
      const isDefault = issue.message === localeText('en', issue as never);
      return `${field}: ${(isDefault ? localeText(lang, issue as never) : undefined) ?? own}`;
    })
    .join('; ');
}
