import {
  ArrowLeftOutlined,
  CheckCircleOutlined,
  CloudUploadOutlined,
  DownloadOutlined,
  EyeOutlined,
  HistoryOutlined,
  RedoOutlined,
  SaveOutlined,
  UndoOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Button, Divider, Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormStatusTag } from '../parts.tsx';

export interface ToolbarProps {
  name: string;
  code: string;
  status: number;
  currentVersion: number;
  dirty: boolean;
  canUndo: boolean;
  canRedo: boolean;
  canSave: boolean;
  busy: boolean;
  onBack(): void;
  onUndo(): void;
  onRedo(): void;
  onPreview(): void;
  onCheck(): void;
  onImport(): void;
  onExport(): void;
  onVersions(): void;
  onSave(): void;
  onPublish(): void;
}

function Tool({
  title,
  icon,
  onClick,
  disabled,
  testId,
}: {
  title: string;
  icon: React.ReactNode;
  onClick(): void;
  disabled?: boolean;
  testId: string;
}) {
  return (
    <Tooltip title={title}>
      <Button icon={icon} onClick={onClick} disabled={disabled} aria-label={title} data-testid={testId} />
    </Tooltip>
  );
}

/** The designer's tool bar: back, the form's name and state, history, preview, check, JSON files, save, publish. */
export function Toolbar(props: ToolbarProps) {
  const { t } = useTranslation();
  return (
    <header className="fd-toolbar">
      <Space wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={props.onBack}>
          {t('formDesign.toolbar.back')}
        </Button>
        <Typography.Text strong>{props.name}</Typography.Text>
        <Typography.Text code>{props.code}</Typography.Text>
        <FormStatusTag status={props.status} />
        {props.currentVersion > 0 ? (
          <Tag>{t('formDesign.list.versionNo', { n: props.currentVersion })}</Tag>
        ) : null}
        {props.dirty ? <Tag color="orange">{t('formDesign.toolbar.unsaved')}</Tag> : null}
      </Space>
      <Space wrap>
        <Tool
          title={t('formDesign.toolbar.undo')}
          icon={<UndoOutlined />}
          onClick={props.onUndo}
          disabled={!props.canUndo}
          testId="fd-undo"
        />
        <Tool
          title={t('formDesign.toolbar.redo')}
          icon={<RedoOutlined />}
          onClick={props.onRedo}
          disabled={!props.canRedo}
          testId="fd-redo"
        />
        <Divider orientation="vertical" />
        <Button icon={<EyeOutlined />} onClick={props.onPreview} data-testid="fd-preview">
          {t('formDesign.toolbar.preview')}
        </Button>
        <Button icon={<CheckCircleOutlined />} onClick={props.onCheck} data-testid="fd-check">
          {t('formDesign.toolbar.check')}
        </Button>
        <Tool
          title={t('formDesign.toolbar.import')}
          icon={<UploadOutlined />}
          onClick={props.onImport}
          testId="fd-import"
        />
        <Tool
          title={t('formDesign.toolbar.export')}
          icon={<DownloadOutlined />}
          onClick={props.onExport}
          testId="fd-export"
        />
        <Tool
          title={t('formDesign.toolbar.versions')}
          icon={<HistoryOutlined />}
          onClick={props.onVersions}
          testId="fd-versions"
        />
        <Divider orientation="vertical" />
        <Button
          icon={<SaveOutlined />}
          onClick={props.onSave}
          disabled={!props.canSave}
          loading={props.busy}
          data-testid="fd-save"
        >
          {t('formDesign.toolbar.save')}
        </Button>
        <Button
          type="primary"
          icon={<CloudUploadOutlined />}
          onClick={props.onPublish}
          disabled={!props.canSave}
          loading={props.busy}
          data-testid="fd-publish"
        >
          {t('formDesign.toolbar.publish')}
        </Button>
      </Space>
    </header>
  );
}
