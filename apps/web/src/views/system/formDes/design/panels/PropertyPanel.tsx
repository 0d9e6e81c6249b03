import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import type { FormGrid, FormGroup, FormNode, FormSchema } from '@retail/contracts/api/system/form-model';
import { Button, Empty, Form, InputNumber, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formFields, FORM_LIMITS, isFormField } from '../../render/contracts.ts';
import { freeName } from '../state/newNode.ts';
import { findNode, idsWithin, usedNames } from '../state/tree.ts';
import { ConditionsEditor } from './ConditionsEditor.tsx';
import { FieldPanel } from './FieldPanel.tsx';
import { TextsInput } from './inputs.tsx';

interface PropertyPanelProps {
  schema: FormSchema;
  selected: string | null;
  /** replaces a node; `group` makes typing in one input one step of the history */
  onNode(node: FormNode, group?: string): void;
  onSchema(schema: FormSchema, group?: string): void;
  onRename(from: string, to: string): void;
}

/** A grid's columns: how many, each one's width (of 24); a removed column's nodes go to the one before it. */
function GridPanel({
  grid,
  schema,
  onNode,
}: {
  grid: FormGrid;
  schema: FormSchema;
  onNode: PropertyPanelProps['onNode'];
}) {
  const { t } = useTranslation();
  const total = grid.columns.reduce((sum, c) => sum + c.span, 0);
  const addColumn = () => {
    const { ids } = usedNames(schema);
    const span = Math.max(1, Math.floor(24 / (grid.columns.length + 1)));
    const columns = grid.columns.map((c) => ({ ...c, span }));
    onNode({ ...grid, columns: [...columns, { id: freeName(`${grid.id}_c`, ids), span, children: [] }] });
  };
  const removeColumn = () => {
    const last = grid.columns.at(-1);
    const before = grid.columns.at(-2);
    if (!last || !before) return;
    const merged = {
      ...before,
      children: [...before.children, ...last.children],
      span: before.span + last.span,
    };
    onNode({ ...grid, columns: [...grid.columns.slice(0, -2), merged] });
  };
  return (
    <Form layout="vertical" size="small" component="div">
      <Form.Item label={t('formDesign.grid.columns')} extra={t('formDesign.grid.spanHelp', { total })}>
        <Space orientation="vertical" size={4}>
          {grid.columns.map((column, i) => (
            <Space key={column.id}>
              <Typography.Text>{t('formDesign.grid.column', { n: i + 1 })}</Typography.Text>
              <InputNumber
                size="small"
                min={1}
                max={24}
                precision={0}
                value={column.span}
                aria-label={t('formDesign.grid.column', { n: i + 1 })}
                onChange={(span) =>
                  onNode(
                    {
                      ...grid,
                      columns: grid.columns.map((c) => (c.id === column.id ? { ...c, span: span ?? 1 } : c)),
                    },
                    `span:${column.id}`,
                  )
                }
              />
            </Space>
          ))}
          <Space>
            <Button
              size="small"
              icon={<PlusOutlined />}
              disabled={grid.columns.length >= FORM_LIMITS.gridColumns}
              onClick={addColumn}
            >
              {t('formDesign.grid.add')}
            </Button>
            <Button
              size="small"
              icon={<MinusOutlined />}
              disabled={grid.columns.length <= 1}
              onClick={removeColumn}
            >
              {t('formDesign.grid.remove')}
            </Button>
          </Space>
        </Space>
      </Form.Item>
    </Form>
  );
}

function GroupPanel({
  group,
  schema,
  onNode,
}: {
  group: FormGroup;
  schema: FormSchema;
  onNode: PropertyPanelProps['onNode'];
}) {
  const { t } = useTranslation();
  const inside = idsWithin(group);
  const fields = formFields(schema)
    .map((p) => p.field)
    .filter((f) => !inside.has(f.id));
  return (
    <Form layout="vertical" size="small" component="div">
      <TextsInput
        label={t('formDesign.props.title')}
        name="prop-title"
        max={64}
        value={group.title}
        onChange={(title) => onNode({ ...group, title }, `title:${group.id}`)}
      />
      <ConditionsEditor
        id={group.id}
        value={group.showWhen}
        fields={fields}
        onChange={(showWhen, g) => onNode({ ...group, showWhen }, g)}
      />
    </Form>
  );
}

/** The properties of the selected node, or of the form itself when none is selected. */
export function PropertyPanel({ schema, selected, onNode, onSchema, onRename }: PropertyPanelProps) {
  const { t } = useTranslation();
  const node = selected ? findNode(schema, selected) : undefined;
  return (
    <aside className="fd-props" aria-label={t('formDesign.props.title')}>
      <Typography.Title level={5}>
        {node ? t('formDesign.props.node') : t('formDesign.props.form')}
      </Typography.Title>
      {!node ? (
        <>
          <Form layout="vertical" size="small" component="div">
            <Form.Item label={t('formDesign.props.layout')}>
              <Radio.Group
                value={schema.layout}
                options={[
                  { value: 'vertical', label: t('formDesign.props.vertical') },
                  { value: 'horizontal', label: t('formDesign.props.horizontal') },
                ]}
                onChange={(e) => onSchema({ ...schema, layout: e.target.value as FormSchema['layout'] })}
              />
            </Form.Item>
          </Form>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('formDesign.props.pick')} />
        </>
      ) : isFormField(node) ? (
        <FieldPanel key={node.id} field={node} schema={schema} onChange={onNode} onRename={onRename} />
      ) : node.type === 'grid' ? (
        <GridPanel grid={node} schema={schema} onNode={onNode} />
      ) : (
        <GroupPanel group={node} schema={schema} onNode={onNode} />
      )}
    </aside>
  );
}
