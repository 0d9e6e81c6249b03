import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { FormNode, FormSchema } from '@retail/contracts/api/system/form-model';
import { App, Tag } from 'antd';
import { useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePermissions } from '../../../../components/permission/usePermissions.ts';
import { useUnsavedWork } from '../../../../layouts/tags/unsavedWork.ts';
import { checkFormSchema } from '../render/contracts.ts';
import { VersionsDrawer } from '../VersionsDrawer.tsx';
import { Canvas, placeOfSlot } from './Canvas.tsx';
import { PALETTE_ICONS, Palette } from './Palette.tsx';
import { PreviewModal } from './PreviewModal.tsx';
import { PropertyPanel } from './panels/PropertyPanel.tsx';
import { designReducer, initialDesign, isDirty } from './state/history.ts';
import { copyNode, newNode, type PaletteType } from './state/newNode.ts';
import {
  findNode,
  insertNode,
  moveNode,
  nodesWithPlaces,
  type Place,
  removeNode,
  renameKey,
  ROOT,
  updateNode,
} from './state/tree.ts';
import { Toolbar } from './Toolbar.tsx';
import { type DesignerRow, useDesignerActions } from './useDesignerActions.tsx';
import { useDesignerKeys } from './useDesignerKeys.ts';
import { FORM_LIST_PATH } from '../paths.ts';
import './designer.css';

/** Where a node added from the palette goes: after the selected field, into a selected group or grid, or last. */
function placeAfter(schema: FormSchema, selected: string | null): Place {
  const entry = selected ? nodesWithPlaces(schema).find((e) => e.node.id === selected) : undefined;
  if (!entry) return { container: ROOT, index: schema.nodes.length };
  const node = entry.node;
  if (node.type === 'group') return { container: node.id, index: node.children.length };
  if (node.type === 'grid') {
    const first = node.columns[0];
    return first ? { container: first.id, index: first.children.length } : { container: ROOT, index: 0 };
  }
  return { container: entry.place.container, index: entry.place.index + 1 };
}

/**
 * The form designer: a palette of every type, the canvas (drag, drop and reorder, into grid columns and groups
 * too), the selected node's properties, undo and redo, preview with the real renderer, JSON files, save under the
 * version lock and publish. Unsaved work keeps its tag from closing without a question.
 */
export function Designer(props: DesignerRow) {
  const { row } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  // saving and publishing are `sysFormDes:update`'s; without it the designer reads and previews only
  const mayWrite = usePermissions().has('sysFormDes:update');
  const [state, dispatch] = useReducer(designReducer, row.schema, initialDesign);
  const [dragging, setDragging] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [versions, setVersions] = useState(false);
  const dirty = isDirty(state);
  const actions = useDesignerActions(state, dispatch, props);
  useUnsavedWork(dirty);

  const flagged = useMemo(
    () => new Set(checkFormSchema(state.schema).flatMap((i) => (i.nodeId ? [i.nodeId] : []))),
    [state.schema],
  );
  const change = (edit: (s: FormSchema) => FormSchema, group?: string, select?: string | null) =>
    dispatch({ type: 'change', edit, group, select });
  const add = (type: PaletteType, place: Place) => {
    const node = newNode(type, state.schema);
    change((s) => insertNode(s, place, node), undefined, node.id);
  };
  const remove = (id: string) =>
    change((s) => removeNode(s, id), undefined, state.selected === id ? null : state.selected);
  const copy = (id: string) => {
    const source = findNode(state.schema, id);
    if (!source) return;
    const node = copyNode(source, state.schema);
    change((s) => insertNode(s, placeAfter(s, id), node), undefined, node.id);
  };

  useDesignerKeys({
    undo: () => dispatch({ type: 'undo' }),
    redo: () => dispatch({ type: 'redo' }),
    remove: () => state.selected && remove(state.selected),
  });

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor),
  );
  const onDragStart = (event: DragStartEvent) => setDragging(String(event.active.id));
  const onDragEnd = (event: DragEndEvent) => {
    setDragging(null);
    const place = event.over ? placeOfSlot(String(event.over.id)) : null;
    if (!place) return;
    const id = String(event.active.id);
    if (id.startsWith('new:')) add(id.slice(4) as PaletteType, place);
    else if (id.startsWith('node:')) change((s) => moveNode(s, id.slice(5), place), undefined, id.slice(5));
  };

  const back = () => {
    if (!dirty) return navigate(FORM_LIST_PATH);
    modal.confirm({
      title: t('formDesign.toolbar.leaveTitle'),
      content: t('formDesign.toolbar.leaveText'),
      okText: t('formDesign.toolbar.leave'),
      okButtonProps: { danger: true },
      onOk: () => navigate(FORM_LIST_PATH),
    });
  };

  const draggedType = dragging?.startsWith('new:')
    ? (dragging.slice(4) as PaletteType)
    : dragging
      ? (findNode(state.schema, dragging.slice(5))?.type as PaletteType | undefined)
      : undefined;
  const DragIcon = draggedType ? PALETTE_ICONS[draggedType] : null;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      // the drop slots grow once a drag starts: measured as they are, not as they were
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
    >
      <div className="fd" data-testid="form-designer">
        <Toolbar
          name={row.name}
          code={row.code}
          status={row.status}
          currentVersion={row.currentVersion}
          dirty={dirty}
          canUndo={state.past.length > 0}
          canRedo={state.future.length > 0}
          canSave={mayWrite && !actions.busy}
          busy={actions.busy}
          onBack={back}
          onUndo={() => dispatch({ type: 'undo' })}
          onRedo={() => dispatch({ type: 'redo' })}
          onPreview={() => setPreviewing(true)}
          onCheck={() => void actions.check()}
          onImport={() => void actions.importFile()}
          onExport={actions.exportFile}
          onVersions={() => setVersions(true)}
          onSave={() => void actions.save()}
          onPublish={actions.publish}
        />
        <div className="fd-body">
          <Palette onAdd={(type) => add(type, placeAfter(state.schema, state.selected))} />
          <Canvas
            schema={state.schema}
            selected={state.selected}
            flagged={flagged}
            onSelect={(id) => dispatch({ type: 'select', id })}
            onRemove={remove}
            onCopy={copy}
          />
          <PropertyPanel
            schema={state.schema}
            selected={state.selected}
            onNode={(node: FormNode, group) => change((s) => updateNode(s, node.id, () => node), group)}
            onSchema={(schema, group) => change(() => schema, group)}
            onRename={(from, to) => change((s) => renameKey(s, from, to), `key:${state.selected}`)}
          />
        </div>
      </div>
      <DragOverlay dropAnimation={null}>
        {draggedType && DragIcon ? (
          <Tag className="fd-drag" icon={<DragIcon />}>
            {t(`formDesign.type.${draggedType}`)}
          </Tag>
        ) : null}
      </DragOverlay>
      <PreviewModal schema={state.schema} open={previewing} onClose={() => setPreviewing(false)} />
      <VersionsDrawer form={versions ? row : null} onClose={() => setVersions(false)} />
    </DndContext>
  );
}
