import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  ColumnHeightOutlined,
  ColumnWidthOutlined,
  CopyOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EyeOutlined,
  RedoOutlined,
  SaveOutlined,
  UndoOutlined,
  UploadOutlined,
  VerticalAlignBottomOutlined,
  VerticalAlignMiddleOutlined,
  VerticalAlignTopOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Button, Divider, Select, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_ZOOM, MIN_ZOOM, stepZoom, ZOOMS } from './canvas/scale.ts';
import type { AlignEdge } from './state/geometry.ts';
import type { EditCommands } from './useEditCommands.ts';

interface Props {
  commands: EditCommands;
  zoom: number;
  onZoom(zoom: number): void;
  onSave(): void;
  /** the user may save (add or update) */
  canSave: boolean;
  onPreview(): void;
  onExport(): void;
  onImport(): void;
}

function Tool({
  title,
  icon,
  onClick,
  disabled,
  testId,
}: {
  title: string;
  icon: ReactNode;
  onClick(): void;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <Tooltip title={title}>
      <Button
        type="text"
        icon={icon}
        aria-label={title}
        onClick={onClick}
        disabled={disabled}
        data-testid={testId}
      />
    </Tooltip>
  );
}

const ALIGNS: Array<[AlignEdge, ReactNode]> = [
  ['left', <AlignLeftOutlined key="l" />],
  ['center', <AlignCenterOutlined key="c" />],
  ['right', <AlignRightOutlined key="r" />],
  ['top', <VerticalAlignTopOutlined key="t" />],
  ['middle', <VerticalAlignMiddleOutlined key="m" />],
  ['bottom', <VerticalAlignBottomOutlined key="b" />],
];

/** The designer's toolbar: save, undo/redo, align and distribute, duplicate and delete, zoom, preview, JSON. */
export function Toolbar({ commands, zoom, onZoom, onSave, canSave, onPreview, onExport, onImport }: Props) {
  const { t } = useTranslation();
  const none = commands.count === 0;
  return (
    <div className="pd-toolbar" data-testid="pd-toolbar">
      <Space size={2} wrap>
        <Button
          type="primary"
          icon={<SaveOutlined />}

          disabled={!canSave}
          onClick={onSave}
          data-testid="pd-save"
        >
          {t('printDesign.toolbar.save')}
        </Button>
        <Divider orientation="vertical" />
        <Tool
          title={t('printDesign.toolbar.undo')}
          icon={<UndoOutlined />}
          onClick={commands.undo}
          disabled={!commands.canUndo}
          testId="pd-undo"
        />
        <Tool
          title={t('printDesign.toolbar.redo')}
          icon={<RedoOutlined />}
          onClick={commands.redo}
          disabled={!commands.canRedo}
          testId="pd-redo"
        />
        <Divider orientation="vertical" />
        {ALIGNS.map(([edge, icon]) => (
          <Tool
            key={edge}
            title={t(`printDesign.toolbar.align.${edge}`)}
            icon={icon}
            onClick={() => commands.align(edge)}
            disabled={none}
            testId={`pd-align-${edge}`}
          />
        ))}
        <Tool
          title={t('printDesign.toolbar.distributeH')}
          icon={<ColumnWidthOutlined />}
          onClick={() => commands.distribute('horizontal')}
          disabled={commands.count < 3}
        />
        <Tool
          title={t('printDesign.toolbar.distributeV')}
          icon={<ColumnHeightOutlined />}
          onClick={() => commands.distribute('vertical')}
          disabled={commands.count < 3}
        />
        <Divider orientation="vertical" />
        <Tool
          title={t('printDesign.toolbar.duplicate')}
          icon={<CopyOutlined />}
          onClick={commands.duplicate}
          disabled={none}
          testId="pd-duplicate"
        />
        <Tool
          title={t('printDesign.toolbar.delete')}
          icon={<DeleteOutlined />}
          onClick={commands.remove}
          disabled={none}
          testId="pd-delete"
        />
        <Divider orientation="vertical" />
        <Tool
          title={t('printDesign.toolbar.zoomOut')}
          icon={<ZoomOutOutlined />}
          onClick={() => onZoom(stepZoom(zoom, -1))}
          disabled={zoom <= MIN_ZOOM}
        />
        <Select
          size="small"
          className="pd-zoom"
          value={zoom}
          aria-label={t('printDesign.toolbar.zoom')}
          data-testid="pd-zoom"
          onChange={onZoom}
          options={ZOOMS.map((z) => ({ value: z, label: `${z}%` }))}
        />
        <Tool
          title={t('printDesign.toolbar.zoomIn')}
          icon={<ZoomInOutlined />}
          onClick={() => onZoom(stepZoom(zoom, 1))}
          disabled={zoom >= MAX_ZOOM}
        />
      </Space>
      <Space size={4} wrap>
        <Button icon={<EyeOutlined />} onClick={onPreview} data-testid="pd-preview">
          {t('printDesign.toolbar.preview')}
        </Button>
        <Tool
          title={t('printDesign.toolbar.export')}
          icon={<DownloadOutlined />}
          onClick={onExport}
          testId="pd-export"
        />
        <Tool
          title={t('printDesign.toolbar.import')}
          icon={<UploadOutlined />}
          onClick={onImport}
          testId="pd-import"
        />
      </Space>
    </div>
  );
}
