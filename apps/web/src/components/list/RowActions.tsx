import { Button, type ButtonProps, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useClickGuard } from '../actions/clickGuard.ts';
import { ConfirmButton, type ConfirmButtonProps } from '../actions/ConfirmButton.tsx';
import { Permitted } from '../permission/Permitted.tsx';

interface ActionLinkProps extends Omit<ButtonProps, 'type' | 'size' | 'onClick' | 'children'> {
  /** The button code that shows the link. */
  code: string;
  onClick(): void;
  children: ReactNode;
}

/** One link-style row action behind its button code. */
export function ActionLink({ code, onClick, children, ...button }: ActionLinkProps) {
  const click = useClickGuard(onClick);
  return (
    <Permitted code={code}>
      <Button {...button} type="link" size="small" onClick={() => click()}>
        {children}
      </Button>
    </Permitted>
  );
}

interface ConfirmLinkProps extends Omit<ConfirmButtonProps, 'type' | 'size'> {
  /** The button code that shows the link. */
  code: string;
}

/** A link-style row action behind its button code that asks first (see ConfirmButton). */
export function ConfirmLink({ code, ...confirm }: ConfirmLinkProps) {
  return (
    <Permitted code={code}>
      <ConfirmButton {...confirm} type="link" size="small" />
    </Permitted>
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
        <ConfirmLink
          code={deleteCode}
          danger
          question={deleteQuestion ?? t('ui.confirmDelete', { name })}
          doneText={t('ui.deleted')}
          onConfirm={async () => {
            await onDelete();
            onDeleted?.();
          }}
        >
          {t('ui.delete')}
        </ConfirmLink>
      ) : null}
    </Space>
  );
}
