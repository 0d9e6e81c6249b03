import type { FormOutput, FormPageBody } from '@retail/contracts/api/system/form';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PageFilters } from '../../../api/page-filters.ts';
import { formApi, formKeys } from '../../../api/system/form.ts';
import { runAction } from '../../../components/actions/runAction.ts';
import { feedback } from '../../../components/feedback/feedback.ts';
import { errorText } from '../../../components/feedback/errorText.ts';
import { useDialogRow } from '../../../components/form/useDialogRow.ts';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { actionColumn } from '../../../components/list/actionColumn.tsx';
import { ChoiceFilter } from '../../../components/list/ChoiceFilter.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { ActionLink, ConfirmLink, RowActions } from '../../../components/list/RowActions.tsx';
import { TextFilters } from '../../../components/list/TextFilters.tsx';
import { useListReload } from '../../../components/list/useListReload.ts';
import { downloadText, formFileName, formFileText } from './design/jsonFile.ts';
import { SubmissionList } from './data/SubmissionList.tsx';
import { FormMetaDialog } from './FormMetaDialog.tsx';
import { ImportFormButton } from './ImportFormButton.tsx';
import { FORM_STATUS, FormStatusTag } from './parts.tsx';
import { designPath } from './paths.ts';
import { FillDrawer } from './render/FillDrawer.tsx';
import { VersionsDrawer } from './VersionsDrawer.tsx';

type Filters = PageFilters<FormPageBody>;

/** One form's submissions, with the fields of its latest version as columns. */
function SubmissionsDrawer({ form, onClose }: { form: FormOutput | null; onClose(): void }) {
  const { t } = useTranslation();
  const latest = useQuery({
    queryKey: formKeys.call('versionDetail', form?.id, form?.currentVersion),
    queryFn: ({ signal }) =>
      formApi.versionDetail(form?.id as number, form?.currentVersion as number, signal),
    enabled: form !== null && form.currentVersion > 0,
  });
  return (
    <Drawer
      open={form !== null}
      size={1080}
      title={t('formDesign.data.title', { name: form?.name ?? '' })}
      onClose={onClose}
      destroyOnHidden
    >
      {form ? <SubmissionList form={{ id: form.id, name: form.name, schema: latest.data?.schema }} /> : null}
    </Drawer>
  );
}

/**
 * Designed forms: drafts and published versions. A form opens in the designer (its own chunk, `?design=`), is
 * filled in, has its versions and submissions; its JSON file goes out and comes back in.
 */
export function FormList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reload = useListReload(formKeys.all);
  const meta = useDialogRow<FormOutput>();
  const [filling, setFilling] = useState<string | null>(null);
  const [versions, setVersions] = useState<FormOutput | null>(null);
  const [submissions, setSubmissions] = useState<FormOutput | null>(null);
  const { edit } = meta;

  const columns = useMemo<ColumnsType<FormOutput>>(
    () => [
      { title: t('formDesign.list.code'), dataIndex: 'code', key: 'code', sorter: true },
      { title: t('formDesign.list.name'), dataIndex: 'name', key: 'name', sorter: true },
      { title: t('formDesign.list.category'), dataIndex: 'category', key: 'category', sorter: true },
      {
        title: t('ui.status'),
        dataIndex: 'status',
        key: 'status',
        sorter: true,
        render: (s: number) => <FormStatusTag status={s} />,
      },
      {
        title: t('formDesign.list.currentVersion'),
        dataIndex: 'currentVersion',
        key: 'currentVersion',
        sorter: true,
        render: (n: number) => (n > 0 ? <Tag>{t('formDesign.list.versionNo', { n })}</Tag> : '-'),
      },
      { title: t('ui.updateTime'), dataIndex: 'updateTime', key: 'updateTime', sorter: true },
      {
        title: t('system.common.updatedBy'),
        render: (_: unknown, row) => row.updateUserName ?? row.createUserName,
      },
      actionColumn((row) => (
        <RowActions
          name={row.name}
          editCode="sysFormDes:update"
          onEdit={() => edit(row)}
          deleteCode="sysFormDes:delete"
          onDelete={() => formApi.delete(row.id)}
          onDeleted={reload}
          before={
            <>
              <ActionLink code="sysFormDes:page" onClick={() => navigate(designPath(row))}>
                {t('formDesign.list.design')}
              </ActionLink>
              {row.status === FORM_STATUS.published ? (
                <ActionLink code="sysFormDes:submit" onClick={() => setFilling(row.code)}>
                  {t('formDesign.list.fill')}
                </ActionLink>
              ) : null}
              {row.currentVersion > 0 ? (
                <>
                  <ActionLink code="sysFormDes:page" onClick={() => setVersions(row)}>
                    {t('formDesign.list.versions')}
                  </ActionLink>
                  <ActionLink code="sysFormDes:dataPage" onClick={() => setSubmissions(row)}>
                    {t('formDesign.list.submissions')}
                  </ActionLink>
                  <ConfirmLink
                    code="sysFormDes:update"
                    question={t(
                      row.status === FORM_STATUS.disabled
                        ? 'formDesign.list.enableQuestion'
                        : 'formDesign.list.disableQuestion',
                      { name: row.name },
                    )}
                    doneText={t('system.common.statusChanged')}
                    onConfirm={async () => {
                      await formApi.setStatus({
                        id: row.id,
                        status: row.status === FORM_STATUS.disabled ? 2 : 3,
                      });
                      reload();
                    }}
                  >
                    {row.status === FORM_STATUS.disabled ? t('ui.enable') : t('ui.disable')}
                  </ConfirmLink>
                </>
              ) : null}
              <ActionLink
                code="sysFormDes:add"
                onClick={() =>
                  void runAction(() => formApi.copy({ id: row.id }), t('formDesign.list.copied'), reload)
                }
              >
                {t('ui.copy')}
              </ActionLink>
              <ActionLink
                code="sysFormDes:page"
                onClick={() =>
                  void formApi
                    .exportJson(row.id)
                    .then((file) => downloadText(formFileText(file), formFileName(file.code)))
                    .catch((error: unknown) => feedback.error(errorText(error)))
                }
              >
                {t('formDesign.list.exportJson')}
              </ActionLink>
            </>
          }
        />
      )),
    ],
    [t, edit, reload, navigate],
  );

  return (
    <>
      <ListPage<FormOutput, Filters>
        queryKey={formKeys.call('page')}
        fetchPage={(input, signal) => formApi.page(input, signal)}
        columns={columns}
        filters={
          <>
            <TextFilters
              fields={[
                ['name', t('formDesign.list.name')],
                ['code', t('formDesign.list.code')],
                ['category', t('formDesign.list.category')],
              ]}
            />
            <ChoiceFilter
              name="status"
              label={t('ui.status')}
              values={[1, 2, 3] as const}
              text={(s) => t(`formDesign.status.${s}`)}
            />
          </>
        }
        toolbar={
          <>
            <AddButton code="sysFormDes:add" onClick={() => meta.add()}>
              {t('formDesign.list.add')}
            </AddButton>
            <ImportFormButton onImported={reload} />
          </>
        }
      />
      <FormMetaDialog
        form={meta.row}
        open={meta.open}
        onClose={meta.close}
        onSaved={(id, added) => {
          reload();
          if (added) navigate(designPath({ id, name: added.name }));
        }}
      />
      <FillDrawer code={filling} onClose={() => setFilling(null)} onSubmitted={reload} />
      <VersionsDrawer form={versions} onClose={() => setVersions(null)} />
      <SubmissionsDrawer form={submissions} onClose={() => setSubmissions(null)} />
    </>
  );
}
