import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../../components/auth/Auth.tsx';
import { ConfirmButton } from '../../../components/actions/ConfirmButton.tsx';
import { Button } from 'antd';
import type { ReactNode } from 'react';

interface RowActionsProps {
  /** Shown in the delete question. */
  name: string;
  editCode?: string;
  deleteCode?: string;
  onEdit?(): void;
  onDelete?(): Promise<unknown>;
  /** After a successful delete (reload the list). */
  onDeleted?(): void;
  /** Further buttons before edit and delete. */
  children?: ReactNode;
}

/** The edit and delete links of a table row, each behind its button code; delete asks first. */
export function RowActions({
  name,
  editCode,
  deleteCode,
  onEdit,
  onDelete,
  onDeleted,
  children,
}: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <Space size={0} wrap>
      {children}
      {editCode && onEdit ? (
        <Auth code={editCode}>
          <Button type="link" size="small" onClick={onEdit}>
            {t('ui.edit')}
          </Button>
        </Auth>
      ) : null}
      {deleteCode && onDelete ? (
        <Auth code={deleteCode}>
          <ConfirmButton
            type="link"
            size="small"
            danger
            question={t('ui.confirmDelete', { name })}
            doneText={t('ui.deleted')}
            onConfirm={async () => {
              await onDelete();
              onDeleted?.();
            }}
          >
            {t('ui.delete')}
          </ConfirmButton>
        </Auth>
      ) : null}
    </Space>
  );
}
