import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { printKeys } from '../../../../api/system/print.ts';
import { saveBlob } from '../../../../api/transfer.ts';
import { feedback } from '../../../../components/feedback/feedback.ts';
import { currentLanguage } from '../../../../i18n/index.ts';
import { chooseFile } from '../chooseFile.ts';
import { ProblemList } from '../fileProblems.tsx';
import type { DesignerProps } from './Designer.tsx';
import { useDesigner } from './DesignerContext.tsx';
import { readTemplateFile, templateFileName, templateFileText } from './jsonFile.ts';
import { PreviewModal } from './PreviewModal.tsx';
import { type Saved, SaveDialog } from './SaveDialog.tsx';
import { withUniqueIds } from './state/elements.ts';
import { templateOf } from './state/reducer.ts';

/** Save, preview, and the JSON export and import of the designer. */
export function useDesignerDialogs(props: DesignerProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const { state, dispatch, docType } = useDesigner();
  const [saveOpen, setSaveOpen] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const template = templateOf(state);
  const name = props.row?.name ?? props.suggestedName;

  return {
    saveOpen,
    previewing,
    template,
    openSave: () => setSaveOpen(true),
    closeSave: () => setSaveOpen(false),
    openPreview: () => setPreviewing(true),
    closePreview: () => setPreviewing(false),
    saved(saved: Saved) {
      dispatch({ type: 'saved', template: saved.template });
      // every print button reads its template through a sysPrint key (defaultFor): they print the new one
      void queryClient.invalidateQueries({ queryKey: printKeys.all });
      props.onSaved(saved);
    },
    conflict() {
      modal.confirm({
        title: t('printDesign.save.conflictTitle'),
        content: t('printDesign.save.conflict'),
        okText: t('printDesign.save.reload'),
        cancelText: t('printDesign.save.keepEditing'),
        onOk: () => {
          setSaveOpen(false);
          props.onReload();
        },
      });
    },
    exportFile() {
      const text = templateFileText({ docType, name, template });
      saveBlob({ blob: new Blob([text], { type: 'application/json' }), fileName: templateFileName(name) });
    },
    async importFile() {
      const file = await chooseFile('.json,application/json');
      if (!file) return;
      const reading = readTemplateFile(await file.text(), currentLanguage(), docType);
      if (!reading.ok) {
        modal.error({
          title: t('printDesign.json.refused'),
          content: <ProblemList problems={reading.problems} docType={docType} />,
        });
        return;
      }
      const imported = withUniqueIds(reading.file.template);
      dispatch({ type: 'change', change: () => imported, select: { kind: 'none' } });
      feedback.success(t('printDesign.json.imported'));
    },
  };
}

type Dialogs = ReturnType<typeof useDesignerDialogs>;

export function DesignerDialogs({ dialogs, ...props }: DesignerProps & { dialogs: Dialogs }) {
  const { docType } = useDesigner();
  return (
    <>
      <SaveDialog
        open={dialogs.saveOpen}
        docType={docType}
        row={props.row}
        suggestedName={props.suggestedName}
        template={dialogs.template}
        onClose={dialogs.closeSave}
        onSaved={dialogs.saved}
        onConflict={dialogs.conflict}
      />
      {dialogs.previewing ? (
        <PreviewModal open docType={docType} template={dialogs.template} onClose={dialogs.closePreview} />
      ) : null}
    </>
  );
}
