import type { UserPageItem } from '@retail/contracts/api/system/user';
import { useTranslation } from 'react-i18next';
import { userApi } from '../../../api/system/user.ts';
import { ConfirmLink, RowActions } from '../../../components/list/RowActions.tsx';

interface UserActionsProps {
  row: UserPageItem;
  onEdit(row: UserPageItem): void;
  /** The reset password, shown once. */
  onPassword(account: string, password: string): void;
  reload(): void;
}

/** A user's actions, each behind its button code; the destructive ones ask first. */
export function UserActions({ row, onEdit, onPassword, reload }: UserActionsProps) {
  const { t } = useTranslation();
  const name = `${row.realName} (${row.account})`;
  return (
    <RowActions
      name={name}
      editCode="sysUser:update"
      deleteCode="sysUser:delete"
      deleteQuestion={t('system.user.deleteQuestion', { name })}
      onEdit={() => onEdit(row)}
      onDelete={() => userApi.delete(row.id)}
      onDeleted={reload}
    >
      <ConfirmLink
        code="sysUser:resetPwd"
        question={t('system.user.resetQuestion', { name })}
        onConfirm={async () => onPassword(row.account, await userApi.resetPwd(row.id))}
      >
        {t('system.common.resetPwd')}
      </ConfirmLink>
      <ConfirmLink
        code="sysUser:unlockLogin"
        question={t('system.user.unlockQuestion', { name })}
        doneText={t('system.user.unlocked')}
        onConfirm={() => userApi.unlockLogin(row.id)}
      >
        {t('system.user.unlock')}
      </ConfirmLink>
      <ConfirmLink
        code="sysOnlineUser:forceOffline"
        question={t('system.user.offlineQuestion', { name })}
        doneText={t('system.common.forcedOffline')}
        onConfirm={() => userApi.forceOffline(row.id)}
      >
        {t('system.common.forceOffline')}
      </ConfirmLink>
    </RowActions>
  );
}
