import { UploadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { printApi } from '../../../api/system/print.ts';
import { useClickGuard } from '../../../components/actions/clickGuard.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { Permitted } from '../../../components/permission/Permitted.tsx';
import { currentLanguage } from '../../../i18n/index.ts';
import { chooseFile } from './chooseFile.ts';
import type { TemplateFile } from './design/jsonFile.ts';
import { ProblemList } from './fileProblems.tsx';
import { newMeta, sentMeta, type TemplateMeta, TemplateMetaFields } from './TemplateMetaFields.tsx';

/**
 * Adds a template from a file the designer exported: the file is checked first (schema and the type's fields,
 * by the designer's own reader, loaded on demand), then named and added.
 */
export function ImportTemplateButton({ onImported }: { onImported(): void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [file, setFile] = useState<TemplateFile | null>(null);
  const initialValues = useMemo(() => newMeta(file?.name ?? ''), [file]);

  const pick = async () => {
    const chosen = await chooseFile('.json,application/json');
    if (!chosen) return;
    const [{ readTemplateFile }, content] = await Promise.all([
      import('./design/jsonFile.ts'),
      chosen.text(),
    ]);
    const reading = readTemplateFile(content, currentLanguage());
    if (reading.ok) {
      setFile(reading.file);
      return;
    }
    modal.error({
      title: t('printDesign.json.refused'),
      content: <ProblemList problems={reading.problems} />,
    });
  };
  const click = useClickGuard(() => void pick());

  return (
    <Permitted code="sysPrint:add">
      <Button icon={<UploadOutlined />} onClick={() => click()} data-testid="print-import">
        {t('printDesign.list.import')}
      </Button>
      <FormModal<TemplateMeta>
        open={file !== null}
        width={520}
        title={t('printDesign.list.importTitle')}
        initialValues={initialValues}
        onClose={() => setFile(null)}
        onSaved={onImported}
        fieldErrors
        onSubmit={(meta) =>
          printApi.add({ ...sentMeta(meta), docType: file!.docType, template: file!.template })
        }
      >
        <TemplateMetaFields docType={file?.docType ?? null} />
      </FormModal>
    </Permitted>
  );
}
