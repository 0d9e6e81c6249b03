import { useTranslation } from 'react-i18next';
import { type UserPageRow, userApi } from '../../../api/system/user.ts';
import { ConfirmLink, RowActions } from '../../../components/list/RowActions.tsx';

interface UserActionsProps {
  row: UserPageRow;
  onEdit(row: UserPageRow): void;
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
      deleteQuestion={t('sysAdmin.user.deleteQuestion', { name })}
      onEdit={() => onEdit(row)}
      onDelete={() => userApi.delete(row.id)}
      onDeleted={reload}
    >
      <ConfirmLink
        code="sysUser:resetPwd"
        question={t('sysAdmin.user.resetQuestion', { name })}
        onConfirm={async () => onPassword(row.account, await userApi.resetPwd(row.id))}
      >
        {t('sysAdmin.common.resetPwd')}
      </ConfirmLink>
      <ConfirmLink
        code="sysUser:unlockLogin"
        question={t('sysAdmin.user.unlockQuestion', { name })}
        doneText={t('sysAdmin.user.unlocked')}
        onConfirm={() => userApi.unlockLogin(row.id)}
      >
        {t('sysAdmin.user.unlock')}
      </ConfirmLink>
      <ConfirmLink
        code="sysOnlineUser:forceOffline"
        question={t('sysAdmin.user.offlineQuestion', { name })}
        doneText={t('sysAdmin.user.offlineDone')}
        onConfirm={() => userApi.forceOffline(row.id)}
      >
        {t('sysAdmin.user.forceOffline')}
      </ConfirmLink>
    </RowActions>
  );
}
