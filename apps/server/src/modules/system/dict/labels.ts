import { dictItemText } from '@retail/contracts';
import type { Db } from '../../../platform/db/database.ts';
import type { Language } from '../../../platform/i18n/language.ts';

/**
 * The names of a dictionary's items by code, in a language: what exports write instead of the bare codes
 * (a member's level, say). Deleted items are left out; a code without an item is written as it is.
 */
export async function dictLabels(db: Db, typeCode: string, lang: Language): Promise<Map<string, string>> {
  const items = await db
    .selectFrom('sysDictData as d')
    .innerJoin('sysDictType as t', 't.id', 'd.dictTypeId')
    .select(['d.code', 'd.value', 'd.label', 'd.extData'])
    .where('t.code', '=', typeCode)
    .where('t.isDelete', '=', 0)
    .where('d.isDelete', '=', 0)
    .execute();
  return new Map(items.map((item) => [item.code, dictItemText(item, lang)]));
}
