import type { LabelTexts } from '@retail/contracts/api/system/code-gen';
import type { Model } from '../model.ts';
import { listed } from '../model.ts';
import { importedFields } from './server-import.ts';
import { quoted } from '../names.ts';

const entry = (key: string, texts: LabelTexts) =>
  `  '${key}': {\n    'zh-cn': ${quoted(texts['zh-cn'])},\n    en: ${quoted(texts.en)},\n    'zh-tw': ${quoted(texts['zh-tw'])},\n  },`;

/** The name of the module's messages object: `retailCoupon` → `retailCouponMessages`. */
export const messagesName = (m: Model) => `${m.resource}Messages`;

/** modules/<area>/<name>/messages.ts: the module's refusal texts and export headers in three languages. */
export function messagesFile(m: Model): string {
  const r = m.resource;
  const lines = [
    entry(`${r}.refMissing`, {
      'zh-cn': '{field}：{id} 不存在或已删除',
      en: '{field}: {id} does not exist or was deleted',
      'zh-tw': '{field}：{id} 不存在或已刪除',
    }),
  ];
  if (m.parent) {
    lines.push(
      entry(`${r}.parentCycle`, {
        'zh-cn': '上级不能是它自己或它的下级',
        en: 'The parent cannot be the row itself or one below it',
        'zh-tw': '上級不能是它自己或它的下級',
      }),
      entry(`${r}.hasChildren`, {
        'zh-cn': '还有 {count} 个下级，请先删除或移走它们',
        en: '{count} rows are still below this one; delete or move them first',
        'zh-tw': '還有 {count} 個下級，請先刪除或移走它們',
      }),
    );
  }
  if (m.config.options.excel) {
    const headed = [...new Set([...listed(m), ...importedFields(m)])];
    lines.push(...headed.map((f) => entry(`${r}.col.${f.prop}`, f.col.label)));
    if (listed(m).some((f) => f.col.dataType === 'boolean')) {
      lines.push(
        entry(`${r}.yes`, { 'zh-cn': '是', en: 'Yes', 'zh-tw': '是' }),
        entry(`${r}.no`, { 'zh-cn': '否', en: 'No', 'zh-tw': '否' }),
      );
    }
  }
  return `import { defineMessages } from '../../../platform/i18n/define-messages.ts';

/** Texts of ${m.config.label.en.toLowerCase()}: refusals${m.config.options.excel ? ' and sheet headers' : ''}. */
export const ${messagesName(m)} = defineMessages({
${lines.join('\n')}
});
`;
}
