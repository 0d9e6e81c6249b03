import type { Field, Model } from '../model.ts';
import { listed, searched } from '../model.ts';
import { constantOf, pascalOf } from '../names.ts';

export const fieldLabel = (m: Model, f: Field) => `t('${m.resource}.fields.${f.prop}')`;
const lowerOf = (e: string) => e.charAt(0).toLowerCase() + e.slice(1);

function filterItem(m: Model, f: Field): string {
  const l = fieldLabel(m, f);
  const p = f.prop;
  if (f.col.queryKind === 'range') {
    if (f.col.dataType === 'date' || f.col.dataType === 'datetime') {
      const time = f.col.dataType === 'datetime' ? ' withTime' : '';
      return `            <DateField name="${p}From" label={\`\${${l}} ≥\`}${time} />
            <DateField name="${p}To" label={\`\${${l}} ≤\`}${time} />`;
    }
    return `            <Form.Item name="${p}From" label={\`\${${l}} ≥\`}>
              <InputNumber style={{ width: 120 }} />
            </Form.Item>
            <Form.Item name="${p}To" label={\`\${${l}} ≤\`}>
              <InputNumber style={{ width: 120 }} />
            </Form.Item>`;
  }
  let control = '<Input allowClear />';
  if (f.col.control === 'dict')
    control = `<Select allowClear options={${p}Dict.options} style={{ width: 160 }} />`;
  else if (f.ref)
    control = `<Select allowClear showSearch={{ optionFilterProp: 'label' }} options={${p}Options.data ?? []} style={{ width: 180 }} />`;
  else if (f.col.dataType === 'boolean')
    control = `<Select allowClear options={[{ value: true, label: t('ui.yes') }, { value: false, label: t('ui.no') }]} style={{ width: 100 }} />`;
  else if (f.col.dataType === 'integer') control = '<InputNumber style={{ width: 120 }} />';
  return `            <Form.Item name="${p}" label={${l}}>
              ${control}
            </Form.Item>`;
}

/** views/<area>/<name>/index.tsx: the list screen from the list kit, its search fields, toolbar and form. */
export function webScreenFile(m: Model): string {
  const e = m.entity;
  const r = m.resource;
  const search = searched(m);
  const searchRefs = search.filter((f) => f.ref && f.col.queryKind !== 'range');
  const excel = m.config.options.excel;
  // a tree table lists the whole table under its own tree column (the contract makes sure there is one)
  const print = m.config.options.print;
  const treeColumn = m.config.options.treeTable ? m.fields.find((f) => f.ref?.tree) : undefined;
  const has = (test: (f: Field) => boolean) => search.some(test);
  const antd = ['Form'];
  if (
    has(
      (f) =>
        !f.ref &&
        f.col.control !== 'dict' &&
        f.col.queryKind !== 'range' &&
        ['string', 'text'].includes(f.col.dataType),
    )
  )
    antd.push('Input');
  if (
    has(
      (f) =>
        (f.col.queryKind === 'range' && ['integer', 'money'].includes(f.col.dataType)) ||
        (f.col.queryKind !== 'range' && f.col.dataType === 'integer'),
    )
  )
    antd.push('InputNumber');
  const searchDicts = search.filter((f) => f.col.control === 'dict' && f.col.queryKind !== 'range');
  if (
    searchRefs.length > 0 ||
    searchDicts.length > 0 ||
    has((f) => f.col.dataType === 'boolean' && f.col.queryKind !== 'range')
  )
    antd.push('Select');
  return `${[
    `import type { ${e}FilterBody, ${e}Output } from '${m.contractsImport}';`,
    `import { ${antd.sort().join(', ')} } from 'antd';`,
    "import { useTranslation } from 'react-i18next';",
    `import { ${excel ? `${constantOf(r)}_EXPORT_URL, ${constantOf(r)}_IMPORT_URL, ${constantOf(r)}_TEMPLATE_URL, ` : ''}${r}Api, ${r}Keys } from '../../../api/${m.kebab}.ts';`,
    excel ? "import { exportFilters } from '../../../api/retail-filters.ts';" : '',
    excel ? "import { ExportButton } from '../../../components/actions/ExportButton.tsx';" : '',
    excel ? "import { ImportButton } from '../../../components/actions/ImportButton.tsx';" : '',
    excel ? "import { TemplateButton } from '../../../components/actions/TemplateButton.tsx';" : '',
    excel ? "import { Permitted } from '../../../components/permission/Permitted.tsx';" : '',
    searchDicts.length > 0 ? "import { useDict } from '../../../components/display/useDict.ts';" : '',
    has((f) => f.col.queryKind === 'range' && ['date', 'datetime'].includes(f.col.dataType))
      ? "import { DateField } from '../../../components/form/value-fields.tsx';"
      : '',
    "import { useDialogRow } from '../../../components/form/useDialogRow.ts';",
    print ? "import { PrintPortal } from '../../../components/retail-docs/PrintPortal.tsx';" : '',
    print ? "import { RecordSheet } from '../../../components/retail-docs/RecordSheet.tsx';" : '',
    print ? "import { usePrint } from '../../../components/retail-docs/usePrint.ts';" : '',
    "import { AddButton } from '../../../components/list/AddButton.tsx';",
    treeColumn
      ? "import { TreeListPage } from '../../../components/list/TreeListPage.tsx';"
      : "import { ListPage } from '../../../components/list/ListPage.tsx';",
    "import { useListReload } from '../../../components/list/useListReload.ts';",
    `import { ${lowerOf(e)}Columns } from './columns.tsx';`,
    `import { ${e}Form${searchRefs.map((f) => `, use${pascalOf(f.prop)}Options`).join('')} } from './${e}Form.tsx';`,
  ]
    .filter(Boolean)
    .join('\n')}

/** ${m.config.label.en}: ${treeColumn ? 'the whole table as a tree' : 'a server-paged list'} with search, add, edit, delete${excel ? ', import and export' : ''}. */
export default function ${pascalOf(r)}Screen() {
  const { t } = useTranslation();
  const dialog = useDialogRow<${e}Output>();
  const reload = useListReload(${r}Keys.all);${print ? `\n  const printing = usePrint(${r}Api.detail);` : ''}
${searchRefs.map((f) => `  const ${f.prop}Options = use${pascalOf(f.prop)}Options();`).join('\n')}
${searchDicts.map((f) => `  const ${f.prop}Dict = useDict('${f.col.dictCode}');`).join('\n')}
  const columns = ${lowerOf(e)}Columns({
    edit: dialog.edit,
    remove: async (row) => {
      await ${r}Api.remove(row.id);
      await reload();
    },${print ? '\n    print: (row) => void printing.print(row.id),' : ''}
  });

  return (
    <>
      ${
        treeColumn
          ? `<TreeListPage<${e}Output, ${e}FilterBody>
        queryKey={${r}Keys.call('list')}
        fetchList={${r}Api.list}
        parentKey="${treeColumn.prop}"`
          : `<ListPage<${e}Output, ${e}FilterBody>
        queryKey={${r}Keys.call('page')}
        fetchPage={${r}Api.page}`
      }
        columns={columns}${
          search.length > 0
            ? `
        filters={
          <>
${search.map((f) => filterItem(m, f)).join('\n')}
          </>
        }`
            : ''
        }
        toolbar={${excel ? '({ query })' : '()'} => (
          <>
            <AddButton code="${r}:add" onClick={() => dialog.add()}>
              {t('${r}.add')}
            </AddButton>${
              excel
                ? `
            <Permitted code="${r}:import">
              <ImportButton url={${constantOf(r)}_IMPORT_URL} accept=".xlsx" onImported={reload} />
            </Permitted>
            <Permitted code="${r}:import">
              <TemplateButton url={${constantOf(r)}_TEMPLATE_URL} fileName="${m.kebab}-template.xlsx" />
            </Permitted>
            <Permitted code="${r}:export">
              <ExportButton url={${constantOf(r)}_EXPORT_URL} body={exportFilters(query)} fileName="${m.kebab}.xlsx" />
            </Permitted>`
                : ''
            }
          </>
        )}
      />
      <${e}Form row={dialog.row} open={dialog.open} onClose={dialog.close} onSaved={reload} />${
        print
          ? `
      {printing.data ? (
        <PrintPortal onReady={printing.openDialog}>
          <RecordSheet title={t('${r}.title')} row={printing.data} columns={columns} />
        </PrintPortal>
      ) : null}`
          : ''
      }
    </>
  );
}
`;
}

function columnOf(m: Model, f: Field): string {
  const l = fieldLabel(m, f);
  const sorter = f.col.sort ? ', sorter: true' : '';
  if (f.col.dataType === 'money')
    return `    moneyColumn(${l}, '${f.prop}'${f.col.sort ? ', { sortable: true }' : ''}),`;
  if (f.col.dataType === 'datetime')
    return `    timeColumn(${l}, '${f.prop}'${f.col.sort ? ', { sortable: true }' : ''}),`;
  if (f.ref) return `    { title: ${l}, dataIndex: '${f.ref.label}', key: '${f.prop}'${sorter} },`;
  if (f.col.dataType === 'boolean')
    return `    {
      title: ${l},
      dataIndex: '${f.prop}',
      key: '${f.prop}'${sorter},
      render: (value: boolean) => (value ? t('ui.yes') : t('ui.no')),
    },`;
  if (f.col.control === 'dict')
    return `    {
      title: ${l},
      dataIndex: '${f.prop}',
      key: '${f.prop}'${sorter},
      render: (value: string | null) => <DictText code="${f.col.dictCode}" value={value} />,
    },`;
  return `    { title: ${l}, dataIndex: '${f.prop}', key: '${f.prop}'${sorter}${f.col.dataType === 'text' || (f.col.length ?? 0) > 64 ? ', ellipsis: true' : ''} },`;
}

/** views/<area>/<name>/columns.tsx: the list's columns. */
export function webColumnsFile(m: Model): string {
  const e = m.entity;
  const r = m.resource;
  const cols = listed(m);
  const kit = ['timeColumn'];
  if (cols.some((f) => f.col.dataType === 'money')) kit.unshift('moneyColumn');
  const display = m.fields.find((f) => f.col.list && ['string', 'text'].includes(f.col.dataType) && !f.ref);
  const print = m.config.options.print;
  return `import type { ${e}Output } from '${m.contractsImport}';
import type { ColumnsType } from 'antd/es/table';
${cols.some((f) => f.col.control === 'dict') ? "import { DictText } from '../../../components/display/DictText.tsx';\n" : ''}import { actionColumn } from '../../../components/list/actionColumn.tsx';
import { ${kit.join(', ')} } from '../../../components/list/columns.tsx';
import { ${print ? 'ActionLink, ' : ''}RowActions } from '../../../components/list/RowActions.tsx';
import { i18n } from '../../../i18n/index.ts';

interface Actions {
  edit(row: ${e}Output): void;
  remove(row: ${e}Output): Promise<unknown>;${print ? `\n  print(row: ${e}Output): void;` : ''}
}

export function ${lowerOf(e)}Columns(actions: Actions): ColumnsType<${e}Output> {
  const t = i18n.t;
  return [
${cols.map((f) => columnOf(m, f)).join('\n')}
    timeColumn(t('ui.createTime'), 'createTime', { sortable: true }),
    actionColumn((row) => (
      <RowActions
        name={${display ? `String(row.${display.prop} ?? row.id)` : 'String(row.id)'}}
        editCode="${r}:update"
        deleteCode="${r}:delete"
        onEdit={() => actions.edit(row)}
        onDelete={() => actions.remove(row)}${
          print
            ? `
        before={
          <ActionLink code="${r}:print" onClick={() => actions.print(row)}>
            {t('ui.print')}
          </ActionLink>
        }`
            : ''
        }
      />
    )),
  ];
}
`;
}
