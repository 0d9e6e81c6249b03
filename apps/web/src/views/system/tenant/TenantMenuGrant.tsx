import type { TenantOutput } from '@retail/contracts/api/system/tenant';
import { useQuery } from '@tanstack/react-query';
import { Form, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { menuApi, menuKeys } from '../../../api/system/menu.ts';
import { tenantApi, tenantKeys } from '../../../api/system/tenant.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { MenuGrantTree } from '../role/MenuGrantTree.tsx';

/** The platform directory stays with the super admin; the server refuses to grant it to a tenant. */
const PLATFORM_PATH = '/platform';

/** Which menus a tenant's administrator and roles can use at all. */
export function TenantMenuGrant({ tenant, onClose }: { tenant: TenantOutput | null; onClose(): void }) {
  const { t } = useTranslation();
  const open = tenant !== null;
  const menus = useQuery({
    queryKey: menuKeys.call('list', {}),
    queryFn: ({ signal }) => menuApi.list({}, signal),
    enabled: open,
  });
  const own = useQuery({
    queryKey: tenantKeys.call('ownMenuList', tenant?.id),
    queryFn: () => tenantApi.ownMenuList(tenant?.id as number),
    enabled: open,
  });
  const tree = useMemo(() => (menus.data ?? []).filter((m) => m.path !== PLATFORM_PATH), [menus.data]);
  const loading = menus.isLoading || own.isLoading;
  const initialValues = useMemo(
    () => (loading ? undefined : { menuIdList: own.data ?? [] }),
    [loading, own.data],
  );
  return (
    <FormModal<{ menuIdList: number[] }>
      open={open}
      width={760}
      title={`${t('system.tenant.grantMenu')} — ${tenant?.name ?? ''}`}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={(v) => tenantApi.grantMenu(tenant?.id as number, v.menuIdList)}
    >
      <Form.Item name="menuIdList" extra={t('system.tenant.grantHint')}>
        {loading ? <Spin /> : <MenuGrantTree tree={tree} />}
      </Form.Item>
    </FormModal>
  );
}
