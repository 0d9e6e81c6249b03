import type { RoleOutput } from '@retail/contracts/api/system/role';
import { useQuery } from '@tanstack/react-query';
import { DataScope } from '@retail/contracts';
import { Form, Select, Spin, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { orgApi, orgKeys } from '../../../api/system/org.ts';
import { roleApi, roleKeys } from '../../../api/system/role.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { rules } from '../../../components/form/rules.ts';
import { orgPickerData } from '../admin-kit/trees.ts';
import { dataScopeOptions } from './dataScopes.ts';

interface ScopeValues {
  dataScope: DataScope;
  orgIdList: number[];
}

/** Which rows a role's users see; the custom scope lists the organisations. */
export function DataScopeForm({
  role,
  onClose,
  onSaved,
}: {
  role: RoleOutput | null;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const open = role !== null;
  const orgs = useQuery({
    queryKey: orgKeys.call('tree'),
    queryFn: ({ signal }) => orgApi.tree(signal),
    enabled: open,
  });
  const own = useQuery({
    queryKey: roleKeys.call('ownOrgList', role?.id),
    queryFn: () => roleApi.ownOrgList(role?.id as number),
    enabled: open,
  });
  const treeData = useMemo(() => orgPickerData(orgs.data ?? []), [orgs.data]);
  const loading = orgs.isLoading || own.isLoading;
  const initialValues = useMemo(
    () =>
      role && !loading ? { dataScope: role.dataScope as DataScope, orgIdList: own.data ?? [] } : undefined,
    [role, loading, own.data],
  );
  const label = t('system.role.dataScope');
  return (
    <FormModal<ScopeValues>
      open={open}
      width={480}
      title={`${label} — ${role?.name ?? ''}`}
      initialValues={initialValues}
      onClose={onClose}
      onSaved={onSaved}
      onSubmit={(v) =>
        roleApi.grantDataScope(
          role?.id as number,
          v.dataScope,
          v.dataScope === DataScope.Define ? v.orgIdList : [],
        )
      }
    >
      {(form) =>
        loading ? (
          <Spin />
        ) : (
          <>
            <Form.Item name="dataScope" label={label} rules={[rules.requiredSelect(label)]}>
              <Select options={dataScopeOptions()} />
            </Form.Item>
            <Form.Item noStyle dependencies={['dataScope']}>
              {() =>
                form.getFieldValue('dataScope') === DataScope.Define ? (
                  <Form.Item
                    name="orgIdList"
                    label={t('system.role.customOrgs')}
                    rules={[rules.requiredSelect(t('system.role.customOrgs'))]}
                  >
                    <TreeSelect
                      treeData={treeData}
                      treeCheckable
                      treeDefaultExpandAll
                      showCheckedStrategy={TreeSelect.SHOW_ALL}
                      treeCheckStrictly={false}
                      placeholder={t('system.role.customOrgs')}
                    />
                  </Form.Item>
                ) : null
              }
            </Form.Item>
          </>
        )
      }
    </FormModal>
  );
}
