import type { FormDetailOutput } from '@retail/contracts/api/system/form';
import type { FormSchema } from '@retail/contracts/api/system/form-model';
import { App } from 'antd';
import { type Dispatch, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../api/http.ts';
import { formApi } from '../../../../api/system/form.ts';
import { errorText } from '../../../../components/feedback/errorText.ts';
import { feedback } from '../../../../components/feedback/feedback.ts';
import type { Language } from '../../../../i18n/languages.ts';
import { checkFormSchema } from '../render/contracts.ts';
import { showIssues } from './issues.tsx';
import { chooseTextFile, downloadText, formFileName, formFileText, readFormFile } from './jsonFile.ts';
import { type DesignAction, type DesignState, isDirty } from './state/history.ts';

export interface DesignerRow {
  /** the form as the server has it now */
  row: FormDetailOutput;
  /** reads the form again (after a save or a publish) and answers it */
  refresh(): Promise<FormDetailOutput>;
  /** starts the designer again from what the server has (someone else saved meanwhile) */
  reload(): void;
}

/** Save (at the version read), publish (after the publish check), check, and the JSON files of the designer. */
export function useDesignerActions(
  state: DesignState,
  dispatch: Dispatch<DesignAction>,
  { row, refresh, reload }: DesignerRow,
) {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const [busy, setBusy] = useState(false);
  const select = (id: string) => dispatch({ type: 'select', id });

  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.reason === 'form.versionConflict')
      modal.confirm({
        title: t('formDesign.save.conflictTitle'),
        content: t('formDesign.save.conflictText'),
        okText: t('formDesign.save.reload'),
        okButtonProps: { danger: true },
        onOk: reload,
      });
    else feedback.error(errorText(error));
  };

  /** Saves the draft; answers the form's new version, or null when refused. */
  const save = async (): Promise<number | null> => {
    const schema = state.schema;
    setBusy(true);
    try {
      await formApi.update({ id: row.id, version: row.version, schema });
      dispatch({ type: 'saved', schema });
      feedback.success(t('ui.saved'));
      return (await refresh()).version;
    } catch (error) {
      refused(error);
      return null;
    } finally {
      setBusy(false);
    }
  };

  const publish = () => {
    const issues = checkFormSchema(state.schema);
    if (issues.length > 0) return showIssues(t, modal, issues, select);
    modal.confirm({
      title: t('formDesign.publish.title'),
      content: t('formDesign.publish.text', { n: row.currentVersion + 1 }),
      okText: t('formDesign.toolbar.publish'),
      onOk: async () => {
        const version = isDirty(state) ? await save() : row.version;
        if (version === null) return;
        setBusy(true);
        try {
          const { versionNo } = await formApi.publish(row.id, version);
          feedback.success(t('formDesign.publish.done', { n: versionNo }));
          await refresh();
        } catch (error) {
          refused(error);
        } finally {
          setBusy(false);
        }
      },
    });
  };

  /** The publish check on the server, which also knows the dictionaries there are. */
  const check = async () => {
    try {
      const { issues } = await formApi.validateSchema(state.schema);
      if (issues.length > 0) showIssues(t, modal, issues, select);
      else feedback.success(t('formDesign.issues.none'));
    } catch (error) {
      feedback.error(errorText(error));
    }
  };

  const exportFile = () => {
    const file = {
      format: 'retail-form' as const,
      code: row.code,
      name: row.name,
      category: row.category,
      remark: row.remark,
      schema: state.schema,
    };
    downloadText(formFileText(file), formFileName(row.code));
  };

  /** Replaces the canvas by a file's form (one step: undo brings the design back). */
  const importFile = async () => {
    const text = await chooseTextFile();
    if (text === null) return;
    const reading = readFormFile(text, (i18n.resolvedLanguage ?? 'zh-cn') as Language, {
      code: row.code,
      name: row.name,
      category: row.category,
      remark: row.remark,
    });
    if (!reading.ok) {
      modal.error({
        title: t('formDesign.file.refused'),
        content: (
          <ul className="fd-issues" data-testid="file-problems">
            {reading.problems.map((p, i) => (
              <li key={i}>{p === 'json' ? t('formDesign.file.notJson') : p}</li>
            ))}
          </ul>
        ),
      });
      return;
    }
    const schema: FormSchema = reading.file.schema;
    dispatch({ type: 'change', edit: () => schema, select: null });
    feedback.success(t('formDesign.file.imported'));
  };

  return { busy, save, publish, check, exportFile, importFile };
}
