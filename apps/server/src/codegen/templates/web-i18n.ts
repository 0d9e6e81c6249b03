import type { LabelTexts } from '@retail/contracts/api/system/code-gen';
import type { Model } from '../model.ts';
import { quoted } from '../names.ts';

const ADD = { 'zh-cn': '新增', en: 'Add', 'zh-tw': '新增' } as const;
const EDIT = { 'zh-cn': '编辑', en: 'Edit', 'zh-tw': '編輯' } as const;

/** apps/web/src/i18n/<name>/{zh-cn,en,zh-tw}.ts: the screen's texts; en and zh-tw must have every zh-cn key. */
export function webI18nFiles(m: Model): Array<[path: string, content: string]> {
  const r = m.resource;
  return (['zh-cn', 'en', 'zh-tw'] as const).map((lang) => {
    const text = (texts: LabelTexts) => quoted(texts[lang]);
    const name = m.config.label[lang];
    const joined = lang === 'en' ? `${ADD[lang]} ${name.toLowerCase()}` : `${ADD[lang]}${name}`;
    const edited = lang === 'en' ? `${EDIT[lang]} ${name.toLowerCase()}` : `${EDIT[lang]}${name}`;
    const head =
      lang === 'zh-cn'
        ? `/** The ${m.config.label.en.toLowerCase()} screen (${m.routePath}). */\nexport const ${r} = {`
        : `import type { ${r} as zhCn } from './zh-cn.ts';\n\ntype Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };\n\nexport const ${r}: Texts<typeof zhCn> = {`;
    return [
      `${m.i18nDir}/${lang}.ts`,
      `${head}
  title: ${quoted(name)},
  add: ${quoted(joined)},
  edit: ${quoted(edited)},
  fields: {
${m.fields.map((f) => `    ${f.prop}: ${text(f.col.label)},`).join('\n')}
  },
};
`,
    ];
  });
}
