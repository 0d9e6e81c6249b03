import type { Field, Model } from '../model.ts';
import { chosen, editable } from '../model.ts';
import { pascalOf } from '../names.ts';
import { fieldLabel } from './web-screen.ts';

/** The options hook of each reference, shared by the screen's filters and its form. */
function optionsHooks(m: Model): string {
  return chosen(m)
    .map(
      (f) => `
/** The choices of ${f.prop}. */
export function use${pascalOf(f.prop)}Options() {
  return useQuery({ queryKey: ${m.resource}Keys.call('${f.prop}Options'), queryFn: ${m.resource}Api.${f.prop}Options });
}`,
    )
    .join('\n');
}

function formField(m: Model, f: Field): string {
  const l = fieldLabel(m, f);
  const req = f.col.required ? ' required' : '';
  const p = f.prop;
  switch (f.col.control) {
    case 'text':
    case 'textarea': {
      const max = f.col.dataType === 'text' ? 20000 : (f.col.length ?? 255);
      const rule = f.col.rules[0];
      const check = rule
        ? ` check={${rule === 'url' ? 'isUrlOrPath' : rule === 'phone' ? '(v) => isMobile(v) || isLandline(v)' : `is${pascalOf(rule)}`}}`
        : '';
      const area =
        f.col.control === 'textarea' ? '>\n        <Input.TextArea rows={3} />\n      </TextField>' : ' />';
      return `      <TextField name="${p}" label={${l}} max={${max}}${req} hardMax${check}${area}`;
    }
    case 'number':
      return `      <NumberField name="${p}" label={${l}}${req} />`;
    case 'money':
      return `      <MoneyField name="${p}" label={${l}}${req} />`;
    case 'dict':
      return `      <DictField name="${p}" label={${l}} code="${f.col.dictCode}"${req} />`;
    case 'fk':
      return `      <ChoiceField name="${p}" label={${l}}${req} options={${p}Options.data} loading={${p}Options.isLoading} />`;
    case 'tree':
      return `      <TreeChoiceField
        name="${p}"
        label={${l}}${req}
        options={${p}Options.data}
        loading={${p}Options.isLoading}${f.ref?.tree ? '\n        exclude={row?.id}' : ''}
      />`;
    case 'date':
    case 'datetime':
      return `      <DateField name="${p}" label={${l}}${req}${f.col.control === 'datetime' ? ' withTime' : ''} />`;
    case 'switch':
      return `      <SwitchField name="${p}" label={${l}} />`;
    case 'upload':
      return `      <FileField name="${p}" label={${l}}${req} fileName={row?.${f.ref?.label}} />`;
    case 'richText':
      return `      <RichTextField name="${p}" label={${l}}${req} />`;
  }
}

/** views/<area>/<name>/<Entity>Form.tsx: the add and edit dialog from the form kit. */
export function webFormFile(m: Model): string {
  const e = m.entity;
  const r = m.resource;
  const fields = editable(m);
  const refs = chosen(m);
  const kinds = new Set(fields.map((f) => f.col.control));
  const valueFields = (
    [
      ['number', 'NumberField'],
      ['money', 'MoneyField'],
      ['dict', 'DictField'],
      ['fk', 'ChoiceField'],
      ['tree', 'TreeChoiceField'],
      ['date', 'DateField'],
      ['datetime', 'DateField'],
      ['switch', 'SwitchField'],
    ] as const
  )
    .filter(([kind]) => kinds.has(kind))
    .map(([, name]) => name)
    .filter((name, i, all) => all.indexOf(name) === i)
    .sort();
  const checks = [
    ...new Set(
      fields.flatMap((f) => {
        const rule = f.col.rules[0];
        if (!rule) return [];
        if (rule === 'url') return ['isUrlOrPath'];
        if (rule === 'phone') return ['isLandline', 'isMobile'];
        return [`is${pascalOf(rule)}`];
      }),
    ),
  ].sort();
  const initial = fields.map((f) => {
    if (f.col.dataType === 'money')
      return `            ${f.prop}: ${f.col.nullable ? `row.${f.prop} === null ? null : String(row.${f.prop})` : `String(row.${f.prop})`},`;
    return `            ${f.prop}: row.${f.prop},`;
  });
  const defaults = fields.filter((f) => f.col.dataType === 'boolean').map((f) => `${f.prop}: false`);
  const cleared = fields.filter((f) => f.col.nullable && !['string', 'text'].includes(f.col.dataType));
  return `${[
    checks.length > 0 ? `import { ${checks.join(', ')} } from '@retail/contracts';` : '',
    `import type { ${e}AddBody, ${e}Output } from '${m.contractsImport}';`,
    refs.length > 0 ? "import { useQuery } from '@tanstack/react-query';" : '',
    kinds.has('textarea') ? "import { Input } from 'antd';" : '',
    "import { useMemo } from 'react';",
    "import { useTranslation } from 'react-i18next';",
    `import { ${r}Api${refs.length > 0 ? `, ${r}Keys` : ''} } from '../../../api/${m.kebab}.ts';`,
    kinds.has('text') || kinds.has('textarea')
      ? "import { TextField } from '../../../components/form/fields.tsx';"
      : '',
    kinds.has('upload') ? "import { FileField } from '../../../components/form/FileField.tsx';" : '',
    "import { FormModal } from '../../../components/form/FormModal.tsx';",
    kinds.has('richText')
      ? "import { RichTextField } from '../../../components/form/rich-text/RichTextField.tsx';"
      : '',
    valueFields.length > 0
      ? `import { ${valueFields.join(', ')} } from '../../../components/form/value-fields.tsx';`
      : '',
  ]
    .filter(Boolean)
    .join('\n')}
${optionsHooks(m)}

interface Props {
  /** The row to edit; null while adding. */
  row: ${e}Output | null;
  open: boolean;
  onClose(): void;
  onSaved(): void;
}

export function ${e}Form({ row, open, onClose, onSaved }: Props) {
  const { t } = useTranslation();
${refs
  .filter((f) => f.col.edit)
  .map((f) => `  const ${f.prop}Options = use${pascalOf(f.prop)}Options();`)
  .join('\n')}
  // a new object would reload the form on every render
  const initialValues = useMemo<Partial<${e}AddBody>>(
    () =>
      row
        ? {
${initial.join('\n')}
          }
        : { ${defaults.join(', ')} },
    [row],
  );
  return (
    <FormModal<${e}AddBody>
      open={open}
      title={row ? t('${r}.edit') : t('${r}.add')}
      initialValues={initialValues}
      onSubmit={(values) => {
        // a cleared select or date sends null, so an edit clears it
        const input = { ...values${cleared.map((f) => `, ${f.prop}: values.${f.prop} ?? null`).join('')} };
        return row ? ${r}Api.update({ ...input, id: row.id }) : ${r}Api.add(input);
      }}
      onClose={onClose}
      onSaved={onSaved}
      width={640}
    >
${fields.map((f) => formField(m, f)).join('\n')}
    </FormModal>
  );
}
`;
}
