import type { FormDataOutput, FormDataPageBody } from '@retail/contracts/api/system/form';
import type { FormField, FormSchema } from '@retail/contracts/api/system/form-model';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageFilters } from '../../../../api/page-filters.ts';
import { formApi, formKeys } from '../../../../api/system/form.ts';
import { ExportButton } from '../../../../components/actions/ExportButton.tsx';
import { actionColumn } from '../../../../components/list/actionColumn.tsx';
import { ChoiceFilter } from '../../../../components/list/ChoiceFilter.tsx';
import { ListPage } from '../../../../components/list/ListPage.tsx';
import { ActionLink } from '../../../../components/list/RowActions.tsx';
import { TextFilters } from '../../../../components/list/TextFilters.tsx';
import { Permitted } from '../../../../components/permission/Permitted.tsx';
import { usePermissions } from '../../../../components/permission/usePermissions.ts';
import { DateRangeFilters } from '../../../../components/retail-docs/DateRangeFilters.tsx';
import { DataStatusTag } from '../parts.tsx';
import { formFields } from '../render/contracts.ts';
import { SubmissionDetail } from './SubmissionDetail.tsx';
import { ValueCell } from './ValueCell.tsx';

type Filters = PageFilters<FormDataPageBody>;

/** Field types whose value reads well in a table cell. */
const CELL_TYPES: readonly FormField['type'][] = [
  'text',
  'textarea',
  'number',
  'money',
  'select',
  'radio',
  'checkbox',
  'date',
  'dateRange',
  'switch',
];
const FIELD_COLUMNS = 4;

export interface SubmissionListProps {
  /** one form's submissions, with its fields as columns; without it, any form the reader may fill in */
  form?: { id: number; name: string; schema: FormSchema | undefined };
}

/** Submissions of the reader's data scope: filters, the first fields as columns, detail and export. */
export function SubmissionList({ form }: SubmissionListProps) {
  const { t } = useTranslation();
  const { has } = usePermissions();
  const [shown, setShown] = useState<number | null>(null);
  const [picked, setPicked] = useState<number | null>(null);
  const forms = useQuery({
    queryKey: formKeys.call('fillList'),
    queryFn: ({ signal }) => formApi.fillList(signal),
    // the forms a reader may pick are those it may fill in
    enabled: !form && has('sysFormDes:submit'),
  });
  const pickedCode = forms.data?.find((f) => f.id === picked)?.code ?? null;
  const pickedForm = useQuery({
    queryKey: formKeys.call('fillDetail', pickedCode),
    queryFn: ({ signal }) => formApi.fillDetail(pickedCode as string, signal),
    enabled: !form && pickedCode !== null,
  });
  const schema = form ? form.schema : pickedCode ? pickedForm.data?.schema : undefined;
  const formId = form?.id ?? picked;

  const columns = useMemo<ColumnsType<FormDataOutput>>(() => {
    const fields = (schema ? formFields(schema).map((p) => p.field) : []).filter((f) => CELL_TYPES.includes(f.type)).slice(0, FIELD_COLUMNS);
    return [
      ...(form ? [] : [{ title: t('formDesign.data.form'), dataIndex: 'formName' }]),
      ...fields.map((field) => ({
        title: <ValueCell.Title field={field} />,
        key: `f:${field.key}`,
        render: (_: unknown, row: FormDataOutput) => <ValueCell field={field} value={row.data[field.key]} />,
      })),
      { title: t('formDesign.data.version'), dataIndex: 'formVersion', key: 'formVersion', sorter: true, render: (n: number) => `v${n}` },
      { title: t('formDesign.data.status'), dataIndex: 'status', key: 'status', sorter: true, render: (s: number) => <DataStatusTag status={s} /> },
      { title: t('formDesign.data.submitter'), dataIndex: 'createUserName' },
      { title: t('formDesign.data.org'), dataIndex: 'orgName' },
      { title: t('formDesign.data.time'), dataIndex: 'createTime', key: 'createTime', sorter: true },
      actionColumn((row) => (
        <ActionLink code="sysFormDes:dataPage" onClick={() => setShown(row.id)}>
          {t('ui.detail')}
        </ActionLink>
      )),
    ];
  }, [schema, form, t]);

  return (
    <>
      <ListPage<FormDataOutput, Filters>
        queryKey={formKeys.call('dataPage', form?.id ?? 'all')}
        fetchPage={(input, signal) => formApi.dataPage({ ...input, formId: form?.id ?? input.formId }, signal)}
        columns={columns}
        filters={
          <>
            {form ? null : (
              <Form.Item name="formId" label={t('formDesign.data.form')}>
                <Select
                  allowClear
                  style={{ width: 200 }}
                  loading={forms.isFetching}
                  data-testid="data-form-filter"
                  options={(forms.data ?? []).map((f) => ({ value: f.id, label: f.name }))}
                  onChange={(id: number | undefined) => setPicked(id ?? null)}
                />
              </Form.Item>
            )}
            <DateRangeFilters />
            <TextFilters fields={[['createUser', t('formDesign.data.submitter')]]} />
            <ChoiceFilter
              name="status"
              label={t('formDesign.data.status')}
              values={[1, 2, 3, 4, 5] as const}
              text={(s) => t(`formDesign.dataStatus.${s}`)}
            />
          </>
        }
        toolbar={({ query }) =>
          formId ? (
            <Permitted code="sysFormDes:dataExport">
              <ExportButton url="/api/sysFormDes/dataExport" body={{ ...query, formId }} fileName="form-data.xlsx" />
            </Permitted>
          ) : null
        }
      />
      <SubmissionDetail id={shown} onClose={() => setShown(null)} />
    </>
  );
}
