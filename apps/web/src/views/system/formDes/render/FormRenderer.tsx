import type { FormFileValue } from '@retail/contracts/api/system/form';
import type { FormField, FormGroup, FormNode, FormSchema } from '@retail/contracts/api/system/form-model';
import { Button, Card, Col, Form, Row, Space, Typography } from 'antd';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { conditionHolds, formValueText, isFormField, textIn, visibleKeys } from './contracts.ts';
import { FieldInput } from './FieldInput.tsx';
import { useChoiceOptions } from './useFormDicts.ts';
import { useFormLanguage } from './useFieldText.ts';
import './renderer.css';

/** How a read-only form names what its values refer to. */
export interface ReadOnlyNames {
  userName(id: number): string | undefined;
  orgName(id: number): string | undefined;
  /** opens a file of an upload field */
  openFile?(file: FormFileValue): void;
}

export interface FormRendererProps {
  schema: FormSchema;
  values: Record<string, unknown>;
  onChange?(key: string, value: unknown): void;
  onBlur?(key: string): void;
  /** the message to show under each field, by key */
  messages?: ReadonlyMap<string, string>;
  /** shows the values as text (a submission), naming users and organisations with these */
  readOnly?: ReadOnlyNames;
  disabled?: boolean;
}

/**
 * Renders a designed form: its grids, groups and fields in the user's language, only the fields shown for the
 * current values (the same `visibleKeys` the server stores by), each with its message.
 */
export function FormRenderer(props: FormRendererProps) {
  const { schema, values } = props;
  const shown = useMemo(() => visibleKeys(schema, values), [schema, values]);
  const horizontal = schema.layout === 'horizontal';
  return (
    <Form
      component="div"
      layout={horizontal ? 'horizontal' : 'vertical'}
      labelCol={horizontal ? { span: 6 } : undefined}
      wrapperCol={horizontal ? { span: 18 } : undefined}
      className="form-render"
    >
      <Nodes nodes={schema.nodes} shown={shown} {...props} />
    </Form>
  );
}

type Shared = FormRendererProps & { shown: ReadonlySet<string> };
type NodesProps = Shared & { nodes: FormNode[] };

function Nodes({ nodes, ...rest }: NodesProps) {
  return nodes.map((node) => <NodeView key={node.id} node={node} {...rest} />);
}

/** A group is shown while its conditions hold on the values of shown fields, as its fields are. */
function groupShown(group: FormGroup, values: Record<string, unknown>, shown: ReadonlySet<string>): boolean {
  return group.showWhen.every((condition) => {
    const root = condition.field.split('.')[0] as string;
    return conditionHolds(condition, { [root]: shown.has(root) ? values[root] : undefined });
  });
}

function NodeView({ node, ...rest }: Shared & { node: FormNode }) {
  const lang = useFormLanguage();
  if (isFormField(node)) return rest.shown.has(node.key) ? <FieldView field={node} {...rest} /> : null;
  if (node.type === 'grid')
    return (
      <Row gutter={16}>
        {node.columns.map((column) => (
          <Col key={column.id} span={column.span} xs={24} md={column.span}>
            <Nodes nodes={column.children} {...rest} />
          </Col>
        ))}
      </Row>
    );
  if (!groupShown(node, rest.values, rest.shown)) return null;
  return (
    <Card size="small" title={textIn(node.title, lang) || undefined} className="form-render__group">
      <Nodes nodes={node.children} {...rest} />
    </Card>
  );
}

function FieldView({
  field,
  values,
  onChange,
  onBlur,
  messages,
  readOnly,
  disabled,
}: Shared & { field: FormField }) {
  const lang = useFormLanguage();
  const id = `${useId()}-${field.key}`;
  const message = messages?.get(field.key);
  const help = textIn(field.help, lang);
  return (
    <Form.Item
      label={textIn(field.label, lang) || field.key}
      htmlFor={id}
      required={field.required && !readOnly}
      validateStatus={message ? 'error' : undefined}
      help={message ?? (help && !readOnly ? help : undefined)}
      data-field={field.key}
    >
      {readOnly ? (
        <ReadOnlyValue field={field} value={values[field.key]} names={readOnly} />
      ) : (
        <FieldInput
          id={id}
          field={field}
          value={values[field.key]}
          disabled={disabled}
          onChange={(value) => onChange?.(field.key, value)}
          onBlur={() => onBlur?.(field.key)}
        />
      )}
    </Form.Item>
  );
}

/** A submitted value as text; files as links, a rich text as its (server-cleaned) markup. */
function ReadOnlyValue({ field, value, names }: { field: FormField; value: unknown; names: ReadOnlyNames }) {
  const { t } = useTranslation();
  const lang = useFormLanguage();
  const { options } = useChoiceOptions(field);
  if (value === undefined || value === null || value === '')
    return <Typography.Text type="secondary">{t('formDesign.render.noValue')}</Typography.Text>;
  if (field.type === 'upload' && Array.isArray(value))
    return (
      <Space wrap>
        {(value as FormFileValue[]).map((file) => (
          <Button key={file.id} type="link" size="small" onClick={() => names.openFile?.(file)}>
            {file.name}
          </Button>
        ))}
      </Space>
    );
  if (field.type === 'richText' && typeof value === 'string')
    return <div className="form-render__rich" dangerouslySetInnerHTML={{ __html: value }} />;
  const text = formValueText(field, value, {
    lang,
    dictText: (_code, v) => options.find((o) => o.value === v)?.label,
    userName: names.userName,
    orgName: names.orgName,
    yes: t('ui.yes'),
    no: t('ui.no'),
  });
  return <span className="form-render__value">{text}</span>;
}
