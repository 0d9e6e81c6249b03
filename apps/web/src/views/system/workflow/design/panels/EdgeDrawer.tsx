import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ConditionOp } from '@retail/contracts/api/system/workflow-graph';
import {
  AutoComplete,
  Button,
  Drawer,
  Form,
  Input,
  Popconfirm,
  Select,
  Space,
  Switch,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { APPROVAL_EVENT_FIELDS, CONDITION_OPS } from '../contracts.ts';
import { useDesigner } from '../DesignerContext.tsx';
import { type ConditionRow, conditionOf, rowOf, takesNoValue } from '../state/conditionRows.ts';
import type { EdgeData } from '../state/flow.ts';

/** The graph schema's limits: conditions on a line, values of an `in`. */
const MAX_CONDITIONS = 10;
const MAX_VALUES = 50;

interface EdgeForm {
  label?: string;
  isDefault?: boolean;
  conditions?: ConditionRow[];
}

/**
 * The line drawer: its name; on a line leaving a condition node, the conditions it tests (field, operator, value;
 * all must hold) and whether it is the default branch. A field is one of the business event's (offered in the
 * field box) or any other key, for a form's fields.
 */
export function EdgeDrawer({
  edgeId,
  onClose,
  onDelete,
}: {
  edgeId: string | null;
  onClose(): void;
  onDelete(id: string): void;
}) {
  const { t } = useTranslation();
  const { state, dispatch, event, text } = useDesigner();
  const edge = state.edges.find((e) => e.id === edgeId);
  const fromCondition = state.nodes.find((n) => n.id === edge?.source)?.type === 'condition';
  const data = edge?.data ?? { label: null, conditions: [], isDefault: false };
  const fields = event && event !== 'formSubmit' ? APPROVAL_EVENT_FIELDS[event] : [];
  const fieldOptions = fields.map((f) => ({
    value: f.key,
    label: `${f.key} · ${text.eventField(event, f.key)}`,
  }));

  const apply = (changed: Partial<EdgeForm>, values: EdgeForm) => {
    if (!edge) return;
    const next: EdgeData = {
      label: values.label?.trim() ? values.label : null,
      isDefault: fromCondition ? (values.isDefault ?? false) : data.isDefault,
      conditions: fromCondition
        ? (values.conditions ?? []).filter((row) => row?.op).map(conditionOf)
        : data.conditions,
    };
    const field = Object.keys(changed)[0] ?? 'data';
    dispatch({
      type: 'change',
      key: `edge:${edge.id}:${field}`,
      change: (d) => ({
        ...d,
        edges: d.edges.map((e) => (e.id === edge.id ? { ...e, ...next } : e)),
      }),
    });
  };

  return (
    <Drawer
      open={edge !== undefined}
      title={t('workflow.edge.title')}
      width={460}
      mask={false}
      onClose={onClose}
      destroyOnHidden
      data-testid="wf-edge-drawer"
      extra={
        edge ? (
          <Popconfirm title={t('workflow.edge.delete')} onConfirm={() => onDelete(edge.id)}>
            <Button danger size="small" data-testid="wf-edge-delete">
              {t('workflow.edge.delete')}
            </Button>
          </Popconfirm>
        ) : null
      }
    >
      {edge ? (
        <Form<EdgeForm>
          key={edge.id}
          layout="vertical"
          name={`wf-edge-${edge.id}`}
          initialValues={{
            label: data.label ?? '',
            isDefault: data.isDefault,
            conditions: data.conditions.map(rowOf),
          }}
          onValuesChange={apply}
        >
          <Form.Item label={t('workflow.edge.label')} name="label">
            <Input maxLength={64} showCount data-testid="wf-edge-label" />
          </Form.Item>
          {fromCondition ? (
            <>
              <Form.Item
                label={t('workflow.edge.isDefault')}
                name="isDefault"
                valuePropName="checked"
                extra={t('workflow.edge.defaultHint')}
              >
                <Switch data-testid="wf-edge-default" />
              </Form.Item>
              <Form.Item label={t('workflow.edge.conditions')}>
                <ConditionList fieldOptions={fieldOptions} />
              </Form.Item>
            </>
          ) : (
            <Typography.Paragraph type="secondary">{t('workflow.edge.plainHint')}</Typography.Paragraph>
          )}
        </Form>
      ) : null}
    </Drawer>
  );
}

function ConditionList({ fieldOptions }: { fieldOptions: { value: string; label: string }[] }) {
  const { t } = useTranslation();
  const { text } = useDesigner();
  const form = Form.useFormInstance<EdgeForm>();
  const rows = Form.useWatch('conditions', form) ?? [];
  return (
    <Form.List name="conditions">
      {(items, { add, remove }) => (
        <div className="wf-conditions">
          {items.map((item, index) => {
            const op = (rows[index]?.op ?? 'eq') as ConditionOp;
            return (
              <Space.Compact
                key={item.key}
                block
                className="wf-condition"
                data-testid={`wf-condition-${index}`}
              >
                <Form.Item
                  name={[item.name, 'field']}
                  noStyle
                  rules={[
                    { pattern: /^[A-Za-z][A-Za-z0-9_.]{0,63}$/, message: t('workflow.schema.fieldName') },
                  ]}
                >
                  <AutoComplete
                    options={fieldOptions}
                    placeholder={t('workflow.edge.field')}
                    title={t('workflow.edge.fieldHint')}
                    style={{ width: '38%' }}
                    data-testid="wf-condition-field"
                    showSearch={{
                      filterOption: (input, option) => String(option?.value ?? '').includes(input),
                    }}
                  />
                </Form.Item>
                <Form.Item name={[item.name, 'op']} noStyle>
                  <Select<ConditionOp>
                    style={{ width: '28%' }}
                    data-testid="wf-condition-op"
                    options={CONDITION_OPS.map((o) => ({ value: o, label: text.op(o) }))}
                  />
                </Form.Item>
                {takesNoValue(op) ? null : (
                  <Form.Item name={[item.name, 'value']} noStyle>
                    {op === 'in' ? (
                      <Select<string[]>
                        mode="tags"
                        maxCount={MAX_VALUES}
                        style={{ width: '28%' }}
                        placeholder={t('workflow.edge.valueList')}
                      />
                    ) : (
                      <Input
                        maxLength={200}
                        style={{ width: '28%' }}
                        placeholder={t('workflow.edge.value')}
                        data-testid="wf-condition-value"
                      />
                    )}
                  </Form.Item>
                )}
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={t('workflow.edge.removeCondition')}
                  onClick={() => remove(item.name)}
                />
              </Space.Compact>
            );
          })}
          <Button
            type="dashed"
            block
            disabled={items.length >= MAX_CONDITIONS}
            icon={<PlusOutlined />}
            data-testid="wf-condition-add"
            onClick={() => add({ field: '', op: 'gt', value: '' } satisfies ConditionRow)}
          >
            {t('workflow.edge.addCondition')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
