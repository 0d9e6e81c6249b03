import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http.ts';
import { formApi } from '../../../api/system/form.ts';
import { errorText } from '../../../components/feedback/errorText.ts';
import { feedback } from '../../../components/feedback/feedback.ts';
import { Permitted } from '../../../components/permission/Permitted.tsx';
import { chooseFile } from '../print/chooseFile.ts';

/**
 * Adds a form from a JSON file the designer or the list exported, as a draft; the server checks the file with
 * the contract's schema (naming where it is wrong). A code already taken asks for another one.
 */
export function ImportFormButton({ onImported }: { onImported(id: number): void }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<{ file: unknown; code: string } | null>(null);
  const send = async (file: unknown, code?: string) => {
    try {
      const id = await formApi.importJson({ file: file as never, code });
      feedback.success(t('formDesign.file.added'));
      setAsking(null);
      onImported(id);
    } catch (error) {
      if (error instanceof ApiError && error.reason === 'record.duplicate') {
        const named = (file as { code?: unknown }).code;
        setAsking({ file, code: `${typeof named === 'string' ? named : 'form'}_2` });
        feedback.warning(errorText(error));
      } else feedback.error(errorText(error));
    }
  };
  const pick = async () => {
    const chosen = await chooseFile('.json,application/json');
    if (!chosen) return;
    let file: unknown;
    try {
      file = JSON.parse(await chosen.text());
    } catch {
      feedback.error(t('formDesign.file.notJson'));
      return;
    }
    await send(file);
  };
  return (
    <Permitted code="sysFormDes:add">
      <Button icon={<UploadOutlined />} onClick={() => void pick()} data-testid="form-import">
        {t('formDesign.list.import')}
      </Button>
      <Modal
        open={asking !== null}
        title={t('formDesign.file.codeTaken')}
        onCancel={() => setAsking(null)}
        onOk={() => asking && void send(asking.file, asking.code)}
      >
        <Form layout="vertical">
          <Form.Item label={t('formDesign.list.code')}>
            <Input
              value={asking?.code}
              onChange={(e) => setAsking((a) => (a ? { ...a, code: e.target.value } : a))}
            />
          </Form.Item>
        </Form>
      </Modal>
    </Permitted>
  );
}
