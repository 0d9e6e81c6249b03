import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../actions/ConfirmButton.tsx';
import { Auth } from '../auth/Auth.tsx';

interface ActionLinkProps {
  /** The button code that shows the link. */
  code: string;
  onClick(): void;
  children: ReactNode;
}

/** One link-style row action behind its button code. */
export function ActionLink({ code, onClick, children }: ActionLinkProps) {
  return (
    <Auth code={code}>
      <Button type="link" size="small" onClick={onClick}>
        {children}
      </Button>
    </Auth>
  );
}

interface RowActionsProps {
  /** Shown in the default delete question. */
  name: string;
  editCode?: string;
  deleteCode?: string;
  onEdit?(): void;
  onDelete?(): Promise<unknown>;
  /** After a successful delete (reload the list). */
  onDeleted?(): void;
  /** Replaces the default "delete {name}?" question. */
  deleteQuestion?: ReactNode;
  /** Further actions before edit. */
  before?: ReactNode;
  /** Further actions between edit and delete. */
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
  deleteQuestion,
  before,
  children,
}: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <Space size={0} wrap>
      {before}
      {editCode && onEdit ? (
        <ActionLink code={editCode} onClick={onEdit}>
          {t('ui.edit')}
        </ActionLink>
      ) : null}
      {children}
      {deleteCode && onDelete ? (
        <Auth code={deleteCode}>
          <ConfirmButton
            type="link"
            size="small"
            danger
            question={deleteQuestion ?? t('ui.confirmDelete', { name })}
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
