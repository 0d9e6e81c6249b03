import type {
  AssigneeKind,
  WorkflowAssignee,
  WorkflowNodeType,
} from '@retail/contracts/api/system/workflow-graph';
import { Button, Drawer, Form, Input, Popconfirm, Radio, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ASSIGNEE_KINDS } from '../contracts.ts';
import { useDesigner } from '../DesignerContext.tsx';
import type { NodeData } from '../state/flow.ts';
import { UserSelect } from './UserSelect.tsx';

interface NodeForm {
  name: string;
  kind?: AssigneeKind;
  userIds?: number[];
  roleIds?: number[];
  mode: 'any' | 'all';
  formCode?: string;
  remark?: string;
}

const formOf = (data: NodeData): NodeForm => ({
  name: data.name,
  kind: data.assignee?.kind,
  userIds: data.assignee?.kind === 'user' ? data.assignee.ids : [],
  roleIds: data.assignee?.kind === 'role' ? data.assignee.ids : [],
  mode: data.mode,
  formCode: data.formCode ?? '',
  remark: data.remark ?? '',
});

function assigneeOf(values: NodeForm): WorkflowAssignee | null {
  if (!values.kind) return null;
  if (values.kind === 'user') return { kind: 'user', ids: values.userIds ?? [] };
  if (values.kind === 'role') return { kind: 'role', ids: values.roleIds ?? [] };
  return { kind: values.kind, ids: [] };
}

const takesAssignee = (type: WorkflowNodeType) => type === 'approve' || type === 'notify';

/**
 * The node drawer: its name; for approvals and notices who they are for (users, roles, the submitter's
 * organisation's leader or manager), for approvals whether any or all approve and an optional form; a remark.
 * Every change applies at once (one undo step per field while the drawer stays open).
 */
export function NodeDrawer({
  nodeId,
  onClose,
  onDelete,
}: {
  nodeId: string | null;
  onClose(): void;
  onDelete(id: string): void;
}) {
  const { t } = useTranslation();
  const { state, dispatch, assignees, text } = useDesigner();
  const node = state.nodes.find((n) => n.id === nodeId);
  const type = node?.type as WorkflowNodeType | undefined;

  const apply = (changed: Partial<NodeForm>, values: NodeForm) => {
    if (!node) return;
    const data: NodeData = {
      name: values.name ?? '',
      assignee: type && takesAssignee(type) ? assigneeOf(values) : null,
      mode: values.mode ?? 'any',
      formCode: type === 'approve' && values.formCode?.trim() ? values.formCode.trim() : null,
      remark: values.remark?.trim() ? values.remark : null,
    };
    const field = Object.keys(changed)[0] ?? 'data';
    dispatch({
      type: 'change',
      key: `node:${node.id}:${field}`,
      change: (d) => ({ ...d, nodes: d.nodes.map((n) => (n.id === node.id ? { ...n, data } : n)) }),
    });
  };

  return (
    <Drawer
      open={node !== undefined}
      title={node && type ? `${text.nodeType(type)} · ${t('workflow.node.title')}` : t('workflow.node.title')}
      width={380}
      mask={false}
      onClose={onClose}
      destroyOnHidden
      data-testid="wf-node-drawer"
      extra={
        node ? (
          <Popconfirm title={t('workflow.node.delete')} onConfirm={() => onDelete(node.id)}>
            <Button danger size="small" data-testid="wf-node-delete">
              {t('workflow.node.delete')}
            </Button>
          </Popconfirm>
        ) : null
      }
    >
      {node && type ? (
        <Form<NodeForm>
          key={node.id}
          layout="vertical"
          initialValues={formOf(node.data)}
          onValuesChange={apply}
          name={`wf-node-${node.id}`}
        >
          <Form.Item label={t('workflow.node.id')}>
            <Typography.Text code copyable>
              {node.id}
            </Typography.Text>
          </Form.Item>
          <Form.Item label={t('workflow.node.name')} name="name">
            <Input maxLength={64} showCount data-testid="wf-node-name" />
          </Form.Item>
          {takesAssignee(type) ? <AssigneeFields canListUsers={assignees.canListUsers} /> : null}
          {type === 'approve' ? (
            <>
              <Form.Item label={t('workflow.mode.label')} name="mode">
                <Radio.Group
                  options={(['any', 'all'] as const).map((mode) => ({
                    value: mode,
                    label: t(`workflow.mode.${mode}`),
                  }))}
                />
              </Form.Item>
              <Form.Item
                label={t('workflow.node.formCode')}
                name="formCode"
                extra={t('workflow.node.formCodeHint')}
              >
                <Input maxLength={64} />
              </Form.Item>
            </>
          ) : null}
          {type === 'start' ? (
            <Typography.Paragraph type="secondary">{t('workflow.node.startHint')}</Typography.Paragraph>
          ) : null}
          {type === 'end' ? (
            <Typography.Paragraph type="secondary">{t('workflow.node.endHint')}</Typography.Paragraph>
          ) : null}
          {type === 'condition' ? (
            <Typography.Paragraph type="secondary">{t('workflow.node.conditionHint')}</Typography.Paragraph>
          ) : null}
          <Form.Item label={t('workflow.node.remark')} name="remark">
            <Input.TextArea maxLength={500} rows={2} />
          </Form.Item>
        </Form>
      ) : null}
    </Drawer>
  );
}

/** Who an approval or a notice is for: the kind, and for users and roles which ones. */
function AssigneeFields({ canListUsers }: { canListUsers: boolean }) {
  const { t } = useTranslation();
  const { assignees, text } = useDesigner();
  const form = Form.useFormInstance<NodeForm>();
  const kind = Form.useWatch('kind', form);
  return (
    <>
      <Form.Item label={t('workflow.assignee.kind')} name="kind">
        <Select<AssigneeKind>
          data-testid="wf-assignee-kind"
          allowClear
          placeholder={t('workflow.assignee.none')}
          options={ASSIGNEE_KINDS.map((k) => ({ value: k, label: text.assigneeKind(k) }))}
        />
      </Form.Item>
      {kind === 'user' ? (
        <Form.Item label={t('workflow.assignee.users')} name="userIds">
          <UserSelect known={assignees.userOptions} canSearch={canListUsers} />
        </Form.Item>
      ) : null}
      {kind === 'role' ? (
        <Form.Item label={t('workflow.assignee.roles')} name="roleIds">
          <Select<number[]>
            mode="multiple"
            data-testid="wf-assignee-roles"
            placeholder={t('workflow.assignee.pickRoles')}
            options={assignees.roleOptions}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
      ) : null}
    </>
  );
}
