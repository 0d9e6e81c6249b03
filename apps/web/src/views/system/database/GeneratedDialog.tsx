import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import type { GeneratedTextOutput } from '@retail/contracts/api/system/database';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveText } from '../../../api/system/database.ts';
import { CodeBlock } from '../../../components/display/CodeBlock.tsx';

interface GeneratedDialogProps {
  text: GeneratedTextOutput | null;
  onClose(): void;
}

/** A generated text (entity, seed data, migration draft): highlighted, with copy and download-as-file. */
export function GeneratedDialog({ text, onClose }: GeneratedDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={text !== null}
      title={text?.fileName}
      width={960}
      onCancel={onClose}
      footer={[
        <Button
          key="download"
          icon={<DownloadOutlined />}
          onClick={() => (text ? saveText(text) : undefined)}
        >
          {t('database.download')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('ui.close')}
        </Button>,
      ]}
    >
      {text ? (
        <div data-testid="generated-text">
          <CodeBlock code={text.content} language="typescript" maxHeight={600} />
        </div>
      ) : null}
    </Modal>
  );
}
