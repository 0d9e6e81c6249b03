import type { PluginScope } from '@retail/contracts/api/system/plugin';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { tenantApi, tenantKeys } from '../../../api/system/tenant.ts';

/** Small pieces of the plugins screen's list and drawer. */

export function PluginScopeTag({ scope }: { scope: PluginScope }) {
  const { t } = useTranslation();
  return <Tag color={scope === 'platform' ? 'purple' : 'blue'}>{t(`system.plugin.scopes.${scope}`)}</Tag>;
}

/** Enabled, disabled, or not set up (no row: null). */
export function PluginStatusTag({ status }: { status: number | null }) {
  const { t } = useTranslation();
  if (status === null) return <Tag>{t('system.plugin.statuses.none')}</Tag>;
  return status === 1 ? (
    <Tag color="green">{t('system.plugin.statuses.on')}</Tag>
  ) : (
    <Tag color="orange">{t('system.plugin.statuses.off')}</Tag>
  );
}

/** A tenant's name from the tenant list; tenant 0 is the whole installation (platform plugins). */
export function TenantName({ tenantId }: { tenantId: number }) {
  const { t } = useTranslation();
  const tenants = useQuery({
    queryKey: tenantKeys.call('list'),
    queryFn: ({ signal }) => tenantApi.list(signal),
    enabled: tenantId !== 0,
  });
  if (tenantId === 0) return t('system.plugin.platformTenant');
  return tenants.data?.find((tenant) => tenant.id === tenantId)?.name ?? String(tenantId);
}
