import { type DictLanguage, dictItemText } from '@retail/contracts';
import type { DictItemOutput } from '@retail/contracts/api/system/dict';
import { type FormSchema, formFields } from '@retail/contracts/api/system/form-model';
import { AppError } from '../../../platform/http/errors.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import type { DictService } from '../dict/service.ts';

/**
 * The dictionaries a form's choices take their options from, read through the dictionary service (and its
 * cache): the items are what `/api/sysDictType/dataList` gives the browser, their codes the values.
 */
export class FormDictionaries {
  constructor(private readonly dicts: DictService) {}

  /** The codes of every dictionary type there is (the publish check names the others). */
  async codes(actor: Actor): Promise<ReadonlySet<string>> {
    return new Set((await this.dicts.listTypes(actor)).map((t) => t.code));
  }

  /** The enabled items of each dictionary the forms use; a dictionary that is gone has none (undefined). */
  async itemsFor(actor: Actor, schemas: readonly FormSchema[]): Promise<Map<string, DictItemOutput[]>> {
    const codes = new Set<string>();
    for (const schema of schemas)
      for (const { field } of formFields(schema))
        if (field.options?.source === 'dict') codes.add(field.options.code);
    const out = new Map<string, DictItemOutput[]>();
    for (const code of codes) {
      try {
        out.set(code, await this.dicts.dataList(actor, code));
      } catch (error) {
        if (!(error instanceof AppError && error.code === 404)) throw error;
      }
    }
    return out;
  }

  /** `dictValues` of the rules' context: the codes of a dictionary's enabled items. */
  async valuesFor(actor: Actor, schema: FormSchema): Promise<(code: string) => string[] | undefined> {
    const items = await this.itemsFor(actor, [schema]);
    return (code) => items.get(code)?.map((i) => i.code);
  }

  /** An item's name in a language, by dictionary and item code. */
  async textsFor(
    actor: Actor,
    schemas: readonly FormSchema[],
    lang: DictLanguage,
  ): Promise<(code: string, value: string) => string | undefined> {
    const items = await this.itemsFor(actor, schemas);
    return (code, value) => {
      const item = items.get(code)?.find((i) => i.code === value);
      return item ? dictItemText(item, lang) : undefined;
    };
  }
}
