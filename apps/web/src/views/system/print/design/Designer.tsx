import { DndContext, DragOverlay, pointerWithin } from '@dnd-kit/core';
import { restrictToWindowEdges } from '@dnd-kit/modifiers';
import type { PrintDocType } from '@retail/contracts/api/system/print-catalogue';
import type { PrintDetailOutput } from '@retail/contracts/api/system/print';
import type { PrintTemplate } from '@retail/contracts/api/system/print-template';
import { Tabs } from 'antd';
import { useUnsavedWork } from '../../../../layouts/tags/unsavedWork.ts';
import { type Ref, useCallback, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prepareDocument } from '../../../../components/print/prepare.ts';
import { PRINT_SOURCES } from '../../../../components/print/registry.ts';
import { Canvas, GUTTER_PX, PAD_PX, RULER_PX } from './canvas/Canvas.tsx';
import { fitZoom, scaleOf } from './canvas/scale.ts';
import { useCanvasDrag } from './canvas/useCanvasDrag.ts';
import { type Designer as DesignerValue, DesignerContext, useDesigner } from './DesignerContext.tsx';
import { LayersPanel } from './panels/LayersPanel.tsx';
import { Palette } from './panels/Palette.tsx';
import { PaletteOverlay } from './panels/PaletteOverlay.tsx';
import { PropertyPanel } from './panels/PropertyPanel.tsx';
import type { Saved } from './SaveDialog.tsx';
import { withUniqueIds } from './state/elements.ts';
import { canvasLayout } from './state/layout.ts';
import { designerReducer, initialState, isDirty, templateOf } from './state/reducer.ts';
import { Toolbar } from './Toolbar.tsx';
import { DesignerDialogs, useDesignerDialogs } from './DesignerDialogs.tsx';
import { useDesignerKeys } from './useDesignerKeys.ts';
import { useEditCommands } from './useEditCommands.ts';
import { usePaletteDrop } from './usePaletteDrop.ts';
import './designer.css';

export interface DesignerProps {
  docType: PrintDocType;
  template: PrintTemplate;
  /** the template's row as read from the server; null: a new template, not saved yet */
  row: PrintDetailOutput | null;
  /** a new template's suggested name */
  suggestedName: string;
  canSave: boolean;
  onSaved(saved: Saved): void;
  /** read the template again from the server (after someone else saved it) */
  onReload(): void;
}

/**
 * The print designer: a toolbar, the palette, the canvas and the property and layer panels around one template
 * of one document type.
 */
export function Designer(props: DesignerProps) {
  const { docType } = props;
  const [state, dispatch] = useReducer(designerReducer, undefined, () =>
    initialState(docType, withUniqueIds(props.template)),
  );
  const [zoom, setZoom] = useState(100);
  const canvas = useRef<HTMLDivElement>(null);
  // the paper opens as large as the canvas shows it whole (measured before the first paint)
  useLayoutEffect(() => {
    const room = (canvas.current?.clientWidth ?? 0) - RULER_PX - 2 * PAD_PX - GUTTER_PX;
    setZoom(fitZoom(canvasLayout(templateOf(state), 0).paperWidth, room));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [detailHeight, setDetailHeight] = useState(10);
  const onDetailHeight = useCallback(
    (h: number) => setDetailHeight((old) => (Math.abs(old - h) < 0.05 ? old : h)),
    [],
  );
  const scale = scaleOf(zoom);
  const current = templateOf(state);
  const layout = canvasLayout(current, detailHeight);
  const sample = useMemo(() => {
    const data = prepareDocument(docType, PRINT_SOURCES[docType].sample);
    return Array.isArray(data) ? (data[0] ?? {}) : data;
  }, [docType]);
  const change = useCallback<DesignerValue['change']>(
    (apply, coalesce) => dispatch({ type: 'change', change: apply, coalesce }),
    [],
  );
  const band = state.selection.kind === 'band' ? state.selection.band : 'header';
  const paletteDrop = usePaletteDrop({ docType, template: current, dispatch, band });
  const drag = useCanvasDrag({ state, dispatch, layout, scale, onPaletteDrop: paletteDrop.drop });
  const shown = useMemo(() => drag.preview(current), [drag, current]);
  const designer = useMemo<DesignerValue>(
    () => ({ state, dispatch, docType, template: shown, sample, change }),
    [state, docType, shown, sample, change],
  );
  return (
    <DesignerContext value={designer}>
      <DesignerBody
        {...props}
        canvas={canvas}
        zoom={zoom}
        onZoom={setZoom}
        scale={scale}
        onDetailHeight={onDetailHeight}
        detailHeight={detailHeight}
        drag={drag}
        onAdd={paletteDrop.add}
      />
    </DesignerContext>
  );
}

interface BodyProps extends DesignerProps {
  canvas: Ref<HTMLDivElement>;
  zoom: number;
  onZoom(zoom: number): void;
  scale: number;
  detailHeight: number;
  onDetailHeight(heightMm: number): void;
  drag: ReturnType<typeof useCanvasDrag>;
  onAdd: ReturnType<typeof usePaletteDrop>['add'];
}

function DesignerBody({
  canvas,
  zoom,
  onZoom,
  scale,
  detailHeight,
  onDetailHeight,
  drag,
  onAdd,
  ...props
}: BodyProps) {
  const { t } = useTranslation();
  const { state, dispatch, template } = useDesigner();
  const commands = useEditCommands();
  useDesignerKeys(commands, () => dispatch({ type: 'seal' }));
  useUnsavedWork(isDirty(state));
  const dialogs = useDesignerDialogs(props);
  const layout = canvasLayout(template, detailHeight);
  const dragging = drag.drag?.data.kind === 'palette' ? drag.drag.data.entry : null;
  return (
    <DndContext sensors={drag.sensors} collisionDetection={pointerWithin} {...drag.handlers}>
      <div className="pd-root" data-testid="pd-root" data-dirty={isDirty(state) ? 'yes' : 'no'}>
        <Toolbar
          commands={commands}
          zoom={zoom}
          onZoom={onZoom}
          onSave={dialogs.openSave}
          canSave={props.canSave}
          onPreview={dialogs.openPreview}
          onExport={dialogs.exportFile}
          onImport={() => void dialogs.importFile()}
        />
        <div className="pd-main">
          <aside className="pd-left">
            <Palette onAdd={onAdd} />
          </aside>
          <Canvas ref={canvas} layout={layout} zoom={zoom} scale={scale} onDetailHeight={onDetailHeight} />
          <aside className="pd-right">
            <Tabs
              size="small"
              items={[
                { key: 'props', label: t('printDesign.panels.properties'), children: <PropertyPanel /> },
                { key: 'layers', label: t('printDesign.panels.layers'), children: <LayersPanel /> },
              ]}
            />
          </aside>
        </div>
      </div>
      <DragOverlay modifiers={[restrictToWindowEdges]} dropAnimation={null}>
        {dragging ? <PaletteOverlay entry={dragging} /> : null}
      </DragOverlay>
      <DesignerDialogs dialogs={dialogs} {...props} />
    </DndContext>
  );
}
