import { describe, expect, it } from 'vitest';
import { readTemplateFile, templateFileName, templateFileText } from './jsonFile.ts';
import { builtInTemplate } from './state/contracts.ts';

const receipt = builtInTemplate('saleReceipt');
const file = { docType: 'saleReceipt' as const, name: receipt.name, template: receipt.template };

describe('template files', () => {
  it('reads back what it writes', () => {
    const reading = readTemplateFile(templateFileText(file), 'en');
    expect(reading).toEqual({ ok: true, file });
    expect(readTemplateFile(templateFileText(file), 'en', 'saleReceipt').ok).toBe(true);
  });

  it('names the file after the template without characters file systems refuse', () => {
    expect(templateFileName('小票 80mm')).toBe('小票 80mm.json');
    expect(templateFileName('a/b:c*?')).toBe('a_b_c_.json');
    expect(templateFileName('  ')).toBe('print-template.json');
  });

  it('refuses what is not a template file', () => {
    expect(readTemplateFile('{not json', 'en')).toEqual({ ok: false, problems: [{ kind: 'json' }] });
    expect(readTemplateFile('[1,2]', 'en')).toEqual({ ok: false, problems: [{ kind: 'json' }] });
    expect(readTemplateFile(JSON.stringify({ ...file, docType: 'invoice' }), 'en')).toEqual({
      ok: false,
      problems: [{ kind: 'docType', value: 'invoice' }],
    });
  });

  it('refuses a template of another document type where one type is expected', () => {
    expect(readTemplateFile(templateFileText(file), 'en', 'stockAdjust')).toEqual({
      ok: false,
      problems: [{ kind: 'otherDocType', docType: 'saleReceipt' }],
    });
  });

  it('names each broken rule by its path, in the reader language', () => {
    const broken = structuredClone(file);
    (broken.template.header.elements[0] as { x: number }).x = -5;
    (broken.template.paper as { widthMm: unknown }).widthMm = 'wide';
    const en = readTemplateFile(JSON.stringify(broken), 'en');
    expect(en.ok).toBe(false);
    const problems = en.ok ? [] : en.problems;
    expect(problems.map((p) => (p.kind === 'schema' ? p.path : p.kind)).sort()).toEqual([
      'template.header.elements.0.x',
      'template.paper.widthMm',
    ]);
    const zh = readTemplateFile(JSON.stringify(broken), 'zh-cn');
    const message = zh.ok ? '' : zh.problems.map((p) => (p.kind === 'schema' ? p.message : '')).join(' ');
    expect(message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('refuses fields the document type does not have', () => {
    const wrong = structuredClone(file);
    (wrong.template.header.elements[2] as { binding: string }).binding = 'supplierName';
    const reading = readTemplateFile(JSON.stringify(wrong), 'en');
    expect(reading).toEqual({
      ok: false,
      problems: [{ kind: 'binding', where: 'template.header.elements.2.binding', path: 'supplierName' }],
    });
  });
});
