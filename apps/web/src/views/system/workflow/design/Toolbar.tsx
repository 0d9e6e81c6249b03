import {
  ArrowLeftOutlined,
  CheckSquareOutlined,
  ClearOutlined,
  CloudUploadOutlined,
  CompressOutlined,
  DownloadOutlined,
  HistoryOutlined,
  NodeIndexOutlined,
  QuestionCircleOutlined,
  RedoOutlined,
  SaveOutlined,
  UndoOutlined,
  UploadOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { WORKFLOW_STATUS } from '@retail/contracts/api/system/workflow-status';
import { Button, Divider, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublishedState } from './useSaving.ts';

export interface ToolbarCommands {
  back(): void;
  undo(): void;
  redo(): void;
  layout(): void;
  zoomIn(): void;
  zoomOut(): void;
  fit(): void;
  validate(): void;
  help(): void;
  importFile(): void;
  exportFile(): void;
  clear(): void;
  save(): void;
  publish(): void;
  versions(): void;
}

interface ToolbarProps {
  name: string;
  code: string;
  commands: ToolbarCommands;
  canUndo: boolean;
  canRedo: boolean;
  dirty: boolean;
  busy: boolean;
  canSave: boolean;
  published: PublishedState;
}

function Tool({
  title,
  icon,
  onClick,
  testId,
  disabled,
}: {
  title: string;
  icon: ReactNode;
  onClick(): void;
  testId: string;
  disabled?: boolean;
}) {
  return (
    <Tooltip title={title}>
      <Button
        type="text"
        icon={icon}
        onClick={onClick}
        disabled={disabled}
        aria-label={title}
        data-testid={testId}
      />
    </Tooltip>
  );
}

/** The designer's tool bar: history, layout and zoom, checks and help, files, and saving and publishing. */
export function Toolbar({
  name,
  code,
  commands,
  canUndo,
  canRedo,
  dirty,
  busy,
  canSave,
  published,
}: ToolbarProps) {
  const { t } = useTranslation();
  const state =
    published.currentVersion === 0
      ? { color: 'default', text: t('workflow.toolbar.draft') }
      : published.status === WORKFLOW_STATUS.disabled
        ? { color: 'warning', text: t('workflow.toolbar.disabled', { n: published.currentVersion }) }
        : { color: 'success', text: t('workflow.toolbar.published', { n: published.currentVersion }) };
  return (
    <div className="wf-toolbar" data-testid="wf-toolbar">
      <Space size={4} wrap>
        <Tool
          title={t('workflow.toolbar.back')}
          icon={<ArrowLeftOutlined />}
          onClick={commands.back}
          testId="wf-back"
        />
        <Typography.Text strong className="wf-toolbar__name">
          {name}
        </Typography.Text>
        <Typography.Text type="secondary" code>
          {code}
        </Typography.Text>
        <Tag color={state.color} data-testid="wf-status">
          {state.text}
        </Tag>
        {dirty ? (
          <Tag color="orange" data-testid="wf-dirty">
            {t('workflow.toolbar.unsaved')}
          </Tag>
        ) : null}
      </Space>
      <Space size={0} wrap className="wf-toolbar__tools">
        <Tool
          title={t('workflow.toolbar.undo')}
          icon={<UndoOutlined />}
          onClick={commands.undo}
          disabled={!canUndo}
          testId="wf-undo"
        />
        <Tool
          title={t('workflow.toolbar.redo')}
          icon={<RedoOutlined />}
          onClick={commands.redo}
          disabled={!canRedo}
          testId="wf-redo"
        />
        <Divider orientation="vertical" />
        <Tool
          title={t('workflow.toolbar.layout')}
          icon={<NodeIndexOutlined />}
          onClick={commands.layout}
          testId="wf-layout"
        />
        <Tool
          title={t('workflow.toolbar.zoomIn')}
          icon={<ZoomInOutlined />}
          onClick={commands.zoomIn}
          testId="wf-zoom-in"
        />
        <Tool
          title={t('workflow.toolbar.zoomOut')}
          icon={<ZoomOutOutlined />}
          onClick={commands.zoomOut}
          testId="wf-zoom-out"
        />
        <Tool
          title={t('workflow.toolbar.fit')}
          icon={<CompressOutlined />}
          onClick={commands.fit}
          testId="wf-fit"
        />
        <Divider orientation="vertical" />
        <Tool
          title={t('workflow.toolbar.validate')}
          icon={<CheckSquareOutlined />}
          onClick={commands.validate}
          testId="wf-validate"
        />
        <Tool
          title={t('workflow.toolbar.help')}
          icon={<QuestionCircleOutlined />}
          onClick={commands.help}
          testId="wf-help"
        />
        <Divider orientation="vertical" />
        <Tool
          title={t('workflow.toolbar.import')}
          icon={<UploadOutlined />}
          onClick={commands.importFile}
          testId="wf-import"
        />
        <Tool
          title={t('workflow.toolbar.export')}
          icon={<DownloadOutlined />}
          onClick={commands.exportFile}
          testId="wf-export"
        />
        <Popconfirm title={t('workflow.toolbar.clearQuestion')} onConfirm={commands.clear}>
          <Tooltip title={t('workflow.toolbar.clear')}>
            <Button
              type="text"
              icon={<ClearOutlined />}
              aria-label={t('workflow.toolbar.clear')}
              data-testid="wf-clear"
            />
          </Tooltip>
        </Popconfirm>
        <Tool
          title={t('workflow.toolbar.versions')}
          icon={<HistoryOutlined />}
          onClick={commands.versions}
          testId="wf-versions"
        />
        <Divider orientation="vertical" />
        <Space size={8}>
          <Tooltip title={t('workflow.toolbar.save')}>
            <Button
              icon={<SaveOutlined />}
              onClick={commands.save}
              loading={busy}
              disabled={!canSave}
              data-testid="wf-save"
            >
              {t('workflow.toolbar.saveLabel')}
            </Button>
          </Tooltip>
          <Button
            type="primary"
            icon={<CloudUploadOutlined />}
            onClick={commands.publish}
            disabled={!canSave || busy}
            data-testid="wf-publish"
          >
            {t('workflow.toolbar.publish')}
          </Button>
        </Space>
      </Space>
    </div>
  );
}
