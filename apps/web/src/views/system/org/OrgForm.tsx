import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Row, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type OrgInput, type OrgNode, orgApi } from '../../../api/system/org.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { rules } from '../../../components/form/rules.ts';
import { StatusRadio } from '../admin-kit/StatusRadio.tsx';
import { orgPickerData } from '../admin-kit/trees.ts';

/** `org` null with a `parentId`: add below that org; an org: edit (and possibly move) it. */
export interface OrgEditing {
  org: OrgNode | null;
  parentId: number;
}

interface OrgFormProps {
  editing: OrgEditing | null;
  onClose(): void;
  onSaved(): void;
}

interface OrgValues extends Omit<OrgInput, 'pid'> {
  pid?: number | null;
}

export function OrgForm({ editing, onClose, onSaved }: OrgFormProps) {
  const { t } = useTranslation();
  const open = editing !== null;
  const tree = useQuery({
    queryKey: ['sysOrg', 'tree'],
    queryFn: ({ signal }) => orgApi.tree(signal),
    enabled: open,
  });
  const org = editing?.org ?? null;
  // an org cannot move below itself: its own branch is left out of the parent picker
  const parents = useMemo(() => orgPickerData(tree.data ?? [], org?.id), [tree.data, org]);
  const initialValues = useMemo<Partial<OrgValues> | undefined>(() => {
    if (!editing) return undefined;
    if (!org) return { pid: editing.parentId || null, orderNo: 100, status: 1 };
    return {
      pid: org.pid || null,
      name: org.name,
      code: org.code,
      type: org.type,
      orderNo: org.orderNo,
      status: org.status,
      remark: org.remark,
    };
  }, [editing, org]);
  const name = t('sysAdmin.org.name');
  return (
    <FormModal<OrgValues>
      open={open}
      title={org ? t('sysAdmin.org.editTitle') : t('sysAdmin.org.addTitle')}
      initialValues={initialValues}
      onClose={onClose}
      onSaved={onSaved}
      onSubmit={({ pid, ...values }) => {
        const input = { ...values, pid: pid ?? 0 };
        return org ? orgApi.update({ ...input, id: org.id }) : orgApi.add(input);
      }}
    >
      <Row gutter={16}>
        <Col span={24}>
          <Form.Item name="pid" label={t('sysAdmin.org.parent')} extra={t('sysAdmin.org.parentHint')}>
            <TreeSelect
              treeData={parents}
              allowClear
              showSearch
              treeNodeFilterProp="title"
              treeDefaultExpandAll
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="name" label={name} rules={[rules.required(name), rules.max(name, 64)]}>
            <Input />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="code"
            label={t('sysAdmin.org.code')}
            rules={[rules.max(t('sysAdmin.org.code'), 64)]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="type"
            label={t('sysAdmin.org.type')}
            rules={[rules.max(t('sysAdmin.org.type'), 64)]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="orderNo" label={t('sysAdmin.common.orderNo')}>
            <InputNumber min={0} max={1_000_000} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="status" label={t('ui.status')}>
            <StatusRadio />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="remark" label={t('ui.remark')} rules={[rules.max(t('ui.remark'), 128)]}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
