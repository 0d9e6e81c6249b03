import { CopyOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { useDndContext, useDraggable, useDroppable } from '@dnd-kit/core';
import type { FormField, FormNode, FormSchema } from '@retail/contracts/api/system/form-model';
import { Button, Col, Form, Row, Tag, Tooltip, Typography } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { textIn } from '../render/contracts.ts';
import { FieldInput } from '../render/FieldInput.tsx';
import { useFormLanguage } from '../render/useFieldText.ts';
import { ROOT, type Place } from './state/tree.ts';

/** The drop target between two nodes of a container (and the only one of an empty container). */
export const slotId = (place: Place) => `slot:${place.container}:${place.index}`;
export function placeOfSlot(id: string): Place | null {
  const m = /^slot:(.+):(\d+)$/.exec(id);
  return m ? { container: m[1] as string, index: Number(m[2]) } : null;
}
/** The drag id of a node on the canvas. */
export const nodeDragId = (id: string) => `node:${id}`;

interface CanvasProps {
  schema: FormSchema;
  selected: string | null;
  /** the nodes with a problem of the publish check */
  flagged: ReadonlySet<string>;
  onSelect(id: string | null): void;
  onRemove(id: string): void;
  onCopy(id: string): void;
}

type NodeProps = Omit<CanvasProps, 'schema'>;

function DropSlot({ place, empty }: { place: Place; empty?: boolean }) {
  const { t } = useTranslation();
  const { active } = useDndContext();
  const { setNodeRef, isOver } = useDroppable({ id: slotId(place) });
  const classes = ['fd-slot', active ? 'is-active' : '', isOver ? 'is-over' : '', empty ? 'is-empty' : ''];
  return (
    <div ref={setNodeRef} className={classes.join(' ')} data-slot={`${place.container}:${place.index}`}>
      {empty ? t('formDesign.canvas.dropHere') : null}
    </div>
  );
}

function Container({ id, nodes, ...props }: NodeProps & { id: string; nodes: FormNode[] }) {
  if (nodes.length === 0)
    return (
      <div className="fd-container">
        <DropSlot place={{ container: id, index: 0 }} empty />
      </div>
    );
  return (
    <div className="fd-container">
      {nodes.map((node, index) => (
        <Fragment key={node.id}>
          <DropSlot place={{ container: id, index }} />
          <CanvasNode node={node} {...props} />
        </Fragment>
      ))}
      <DropSlot place={{ container: id, index: nodes.length }} />
    </div>
  );
}

function FieldPreview({ field }: { field: FormField }) {
  const lang = useFormLanguage();
  return (
    <Form.Item
      label={textIn(field.label, lang) || field.key}
      required={field.required}
      help={textIn(field.help, lang) || undefined}
      className="fd-node__field"
    >
      <FieldInput field={field} value={field.defaultValue ?? undefined} onChange={() => undefined} disabled />
    </Form.Item>
  );
}

function CanvasNode({ node, ...props }: NodeProps & { node: FormNode }) {
  const { t } = useTranslation();
  const lang = useFormLanguage();
  const { selected, flagged, onSelect, onRemove, onCopy } = props;
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: nodeDragId(node.id) });
  const isField = node.type !== 'grid' && node.type !== 'group';
  const classes = [
    'fd-node',
    `fd-node--${isField ? 'field' : node.type}`,
    selected === node.id ? 'is-selected' : '',
    flagged.has(node.id) ? 'is-flagged' : '',
    isDragging ? 'is-dragging' : '',
  ];
  return (
    <div
      ref={setNodeRef}
      className={classes.join(' ')}
      data-node={node.id}
      onClick={(event) => {
        event.stopPropagation();
        onSelect(node.id);
      }}
    >
      <div className="fd-node__bar">
        <span
          className="fd-node__handle"
          aria-label={t('formDesign.canvas.drag')}
          {...listeners}
          {...attributes}
        >
          <HolderOutlined />
        </span>
        <Tag>{t(`formDesign.type.${node.type}`)}</Tag>
        {isField ? <Typography.Text code>{node.key}</Typography.Text> : null}
        {node.type === 'group' ? <Typography.Text strong>{textIn(node.title, lang)}</Typography.Text> : null}
        {'showWhen' in node && node.showWhen.length > 0 ? (
          <Tag color="purple">{t('formDesign.canvas.conditional')}</Tag>
        ) : null}
        <span className="fd-node__actions">
          <Tooltip title={t('formDesign.canvas.copy')}>
            <Button
              size="small"
              type="text"
              icon={<CopyOutlined />}
              aria-label={t('formDesign.canvas.copy')}
              onClick={(e) => {
                e.stopPropagation();
                onCopy(node.id);
              }}
            />
          </Tooltip>
          <Tooltip title={t('formDesign.canvas.remove')}>
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('formDesign.canvas.remove')}
              onClick={(e) => {
                e.stopPropagation();
                onRemove(node.id);
              }}
            />
          </Tooltip>
        </span>
      </div>
      {isField ? <FieldPreview field={node} /> : null}
      {node.type === 'grid' ? (
        <Row gutter={8}>
          {node.columns.map((column) => (
            <Col key={column.id} span={column.span}>
              <div className="fd-column" data-column={column.id}>
                <Container id={column.id} nodes={column.children} {...props} />
              </div>
            </Col>
          ))}
        </Row>
      ) : null}
      {node.type === 'group' ? <Container id={node.id} nodes={node.children} {...props} /> : null}
    </div>
  );
}

/** The form as it is designed: every node, selectable, draggable by its handle, with drop slots around. */
export function Canvas({ schema, ...props }: CanvasProps) {
  const { t } = useTranslation();
  return (
    <main
      className={`fd-canvas fd-canvas--${schema.layout}`}
      aria-label={t('formDesign.canvas.title')}
      onClick={() => props.onSelect(null)}
    >
      <Form component="div" layout="vertical" className="fd-canvas__form">
        <Container id={ROOT} nodes={schema.nodes} {...props} />
      </Form>
    </main>
  );
}
