import { UploadOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { workflowApi } from '../../../api/system/workflow.ts';
import { useClickGuard } from '../../../components/actions/clickGuard.ts';
import { TextField } from '../../../components/form/fields.tsx';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { Permitted } from '../../../components/permission/Permitted.tsx';
import { chooseFile } from './chooseFile.ts';

interface Chosen {
  json: string;
  code: string;
  name: string;
}

/** The code and name a file says it has, for the dialog to start from (the server checks the whole file). */
function namesOf(json: string): { code: string; name: string } {
  try {
    const file = JSON.parse(json) as { code?: unknown; name?: unknown };
    return {
      code: typeof file.code === 'string' ? file.code : '',
      name: typeof file.name === 'string' ? file.name : '',
    };
  } catch {
    return { code: '', name: '' };
  }
}

/**
 * A new draft from a file the designer or the list exported: the file's code and name are offered (another code
 * when the file's is taken); the server refuses a malformed file, naming what is wrong, and the dialog stays.
 */
export function ImportWorkflowButton({ onImported }: { onImported(): void }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const initialValues = useMemo(() => (chosen ? { code: chosen.code, name: chosen.name } : {}), [chosen]);
  const pick = async () => {
    const file = await chooseFile('.json,application/json');
    if (!file) return;
    const json = await file.text();
    setChosen({ json, ...namesOf(json) });
  };
  const click = useClickGuard(() => void pick());
  return (
    <Permitted code="sysWorkflow:add">
      <Button icon={<UploadOutlined />} onClick={() => click()} data-testid="wf-list-import">
        {t('workflow.list.import')}
      </Button>
      <FormModal<{ code: string; name: string }>
        open={chosen !== null}
        width={520}
        title={t('workflow.list.importTitle')}
        initialValues={initialValues}
        onClose={() => setChosen(null)}
        onSaved={onImported}
        fieldErrors
        onSubmit={(values) =>
          workflowApi.import({ json: chosen!.json, code: values.code, name: values.name })
        }
      >
        <TextField name="code" label={t('workflow.meta.code')} max={64} required>
          <Input data-testid="wf-import-code" />
        </TextField>
        <TextField name="name" label={t('workflow.meta.name')} max={64} required />
      </FormModal>
    </Permitted>
  );
}
