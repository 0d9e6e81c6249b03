import type { RoleAddBody, RoleOutput } from '@retail/contracts/api/system/role';
import { useQuery } from '@tanstack/react-query';
import { Form, Row, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { roleApi, roleKeys } from '../../../api/system/role.ts';
import { RemarkField, SortField, TextField } from '../../../components/form/fields.tsx';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { MenuGrantTree } from './MenuGrantTree.tsx';

interface RoleFormProps {
  /** null: add; a row: edit */
  role: RoleOutput | null;
  open: boolean;
  onClose(): void;
  onSaved(): void;
}

/** Add or edit a role with its menu grant. */
export function RoleForm({ role, open, onClose, onSaved }: RoleFormProps) {
  const { t } = useTranslation();
  const menus = useQuery({
    queryKey: roleKeys.call('grantableMenuTree'),
    queryFn: ({ signal }) => roleApi.grantableMenuTree(signal),
    enabled: open,
  });
  const granted = useQuery({
    queryKey: roleKeys.call('ownMenuList', role?.id),
    queryFn: () => roleApi.ownMenuList(role?.id as number),
    enabled: open && role !== null,
  });
  const loading = menus.isLoading || (role !== null && granted.isLoading);
  const initialValues = useMemo<Partial<RoleAddBody>>(
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
  return (
    <FormModal<RoleAddBody>
      open={open}
      title={role ? t('system.role.editTitle') : t('system.role.addTitle')}
      initialValues={loading ? undefined : initialValues}
      onClose={onClose}
      onSaved={onSaved}
      onSubmit={(values) => (role ? roleApi.update({ ...values, id: role.id }) : roleApi.add(values))}
    >
      <Row gutter={16}>
        <TextField span={12} name="name" label={t('system.role.name')} max={64} required />
        <TextField span={12} name="code" label={t('system.role.code')} max={64} required />
        <SortField span={12} />
        <RemarkField span={12} max={128} rows={1} />
      </Row>
      <Form.Item name="menuIdList" label={t('system.role.menus')}>
        {loading ? <Spin /> : <MenuGrantTree tree={menus.data ?? []} />}
      </Form.Item>
    </FormModal>
  );
}
