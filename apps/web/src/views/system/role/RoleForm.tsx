import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Row, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type RoleInput, type RoleRow, roleApi } from '../../../api/system/role.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { rules } from '../../../components/form/rules.ts';
import { MenuGrantTree } from './MenuGrantTree.tsx';

interface RoleFormProps {
  /** null: add; a row: edit */
  role: RoleRow | null;
  open: boolean;
  onClose(): void;
  onSaved(): void;
}

/** Add or edit a role with its menu grant. */
export function RoleForm({ role, open, onClose, onSaved }: RoleFormProps) {
  const { t } = useTranslation();
  const menus = useQuery({
    queryKey: ['sysRole', 'grantableMenuTree'],
    queryFn: ({ signal }) => roleApi.grantableMenuTree(signal),
    enabled: open,
  });
  const granted = useQuery({
    queryKey: ['sysRole', 'ownMenuList', role?.id],
    queryFn: () => roleApi.ownMenuList(role?.id as number),
    enabled: open && role !== null,
  });
  const loading = menus.isLoading || (role !== null && granted.isLoading);
  const initialValues = useMemo<Partial<RoleInput>>(
    () =>
      role
        ? {
            name: role.name,
            code: role.code,
            orderNo: role.orderNo,
            remark: role.remark,
            menuIdList: granted.data,
          }
        : { orderNo: 100, menuIdList: [] },
    [role, granted.data],
  );
  const name = t('sysAdmin.role.name');
  const code = t('sysAdmin.role.code');
  return (
    <FormModal<RoleInput>
      open={open}
      title={role ? t('sysAdmin.role.editTitle') : t('sysAdmin.role.addTitle')}
      initialValues={loading ? undefined : initialValues}
      onClose={onClose}
      onSaved={onSaved}
      onSubmit={(values) => (role ? roleApi.update({ ...values, id: role.id }) : roleApi.add(values))}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="name" label={name} rules={[rules.required(name), rules.max(name, 64)]}>
            <Input />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="code" label={code} rules={[rules.required(code), rules.max(code, 64)]}>
            <Input />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="orderNo" label={t('sysAdmin.common.orderNo')}>
            <InputNumber min={0} max={1_000_000} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="remark" label={t('ui.remark')} rules={[rules.max(t('ui.remark'), 128)]}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="menuIdList" label={t('sysAdmin.role.menus')}>
        {loading ? <Spin /> : <MenuGrantTree tree={menus.data ?? []} />}
      </Form.Item>
    </FormModal>
  );
}
