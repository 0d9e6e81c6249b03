import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { type UserPageRow, userApi } from '../../../api/system/user.ts';
import { ConfirmButton } from '../../../components/actions/ConfirmButton.tsx';
import { Auth } from '../../../components/auth/Auth.tsx';

interface RowActionsProps {
  row: UserPageRow;
  onEdit(row: UserPageRow): void;
  /** The reset password, shown once. */
  onPassword(account: string, password: string): void;
  reload(): void;
}

/** A user's actions, each behind its button code; the destructive ones ask first. */
export function RowActions({ row, onEdit, onPassword, reload }: RowActionsProps) {
  const { t } = useTranslation();
  const name = `${row.realName} (${row.account})`;
  return (
    <Space size={0} wrap>
      <Auth code="sysUser:update">
        <Button type="link" size="small" onClick={() => onEdit(row)}>
          {t('ui.edit')}
        </Button>
      </Auth>
      <Auth code="sysUser:resetPwd">
        <ConfirmButton
          type="link"
          size="small"
          question={t('sysAdmin.user.resetQuestion', { name })}
          onConfirm={async () => onPassword(row.account, await userApi.resetPwd(row.id))}
        >
          {t('sysAdmin.common.resetPwd')}
        </ConfirmButton>
      </Auth>
      <Auth code="sysUser:unlockLogin">
        <ConfirmButton
          type="link"
          size="small"
          question={t('sysAdmin.user.unlockQuestion', { name })}
          doneText={t('sysAdmin.user.unlocked')}
          onConfirm={() => userApi.unlockLogin(row.id)}
        >
          {t('sysAdmin.user.unlock')}
        </ConfirmButton>
      </Auth>
      <Auth code="sysOnlineUser:forceOffline">
        <ConfirmButton
          type="link"
          size="small"
          question={t('sysAdmin.user.offlineQuestion', { name })}
          doneText={t('sysAdmin.user.offlineDone')}
          onConfirm={() => userApi.forceOffline(row.id)}
        >
          {t('sysAdmin.user.forceOffline')}
        </ConfirmButton>
      </Auth>
      <Auth code="sysUser:delete">
        <ConfirmButton
          type="link"
          size="small"
          danger
          question={t('sysAdmin.user.deleteQuestion', { name })}
          doneText={t('ui.deleted')}
          onConfirm={async () => {
            await userApi.delete(row.id);
            reload();
          }}
        >
          {t('ui.delete')}
        </ConfirmButton>
      </Auth>
    </Space>
  );
}
