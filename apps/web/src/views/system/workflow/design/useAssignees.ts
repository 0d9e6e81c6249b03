import type { WorkflowAssignee } from '@retail/contracts/api/system/workflow-graph';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { roleApi, roleKeys } from '../../../../api/system/role.ts';
import { userApi, userKeys } from '../../../../api/system/user.ts';
import { usePermissions } from '../../../../components/permission/usePermissions.ts';
import type { WorkflowText } from '../useWorkflowText.ts';

/** The users the pickers and the nodes' summaries know without a search (the first page of the tenant's). */
const KNOWN_USERS = 100;

export interface AssigneeOption {
  value: number;
  label: string;
}

/**
 * The roles (those the caller may assign, `sysRole/list`) and users (`sysUser/page`, when the caller may list
 * users) that assignees name, with a summary of an assignee as a node shows it. An id not among them shows as
 * `#id`.
 */
export function useAssignees(text: WorkflowText) {
  const { t } = useTranslation();
  const { has } = usePermissions();
  const canListUsers = has('sysUser:page');
  const roles = useQuery({
    queryKey: roleKeys.call('list'),
    queryFn: () => roleApi.list(),
    staleTime: 60_000,
  });
  const users = useQuery({
    queryKey: userKeys.call('page', 'workflow', KNOWN_USERS),
    queryFn: ({ signal }) => userApi.page({ pageSize: KNOWN_USERS }, signal),
    enabled: canListUsers,
    staleTime: 60_000,
  });
  return useMemo(() => {
    const roleOptions: AssigneeOption[] = (roles.data ?? []).map((r) => ({ value: r.id, label: r.name }));
    const userOptions: AssigneeOption[] = (users.data?.items ?? []).map((u) => ({
      value: u.id,
      label: `${u.realName} (${u.account})`,
    }));
    const roleName = new Map(roleOptions.map((o) => [o.value, o.label]));
    const userName = new Map(userOptions.map((o) => [o.value, o.label]));
    const names = (ids: number[], known: Map<number, string>) =>
      ids.map((id) => known.get(id) ?? `#${id}`).join(', ');
    return {
      roleOptions,
      userOptions,
      canListUsers,
      /** how a node names its assignee */
      summary(assignee: WorkflowAssignee | null): string {
        if (!assignee) return t('workflow.assignee.none');
        if (assignee.kind === 'role')
          return t('workflow.assignee.summaryRole', { names: names(assignee.ids, roleName) });
        if (assignee.kind === 'user')
          return t('workflow.assignee.summaryUser', { names: names(assignee.ids, userName) });
        return text.assigneeKind(assignee.kind);
      },
    };
  }, [roles.data, users.data, canListUsers, t, text]);
}

export type Assignees = ReturnType<typeof useAssignees>;
