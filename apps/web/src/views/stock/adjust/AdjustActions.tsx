import { ApprovalStatus, StockAdjustStatus } from '@retail/contracts';
import type { AdjustOutput } from '@retail/contracts/api/retail/stock-adjust';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { stockAdjustApi } from '../../../api/stock-adjust.ts';
import { ConfirmButton } from '../../../components/actions/ConfirmButton.tsx';
import { feedback } from '../../../components/feedback/feedback.ts';
import { Permitted } from '../../../components/permission/Permitted.tsx';

interface Props {
  doc: AdjustOutput;
  /** after confirm, delete or void (void passes the reversing document's id) */
  onChanged(reversalId?: number): void;
  size?: 'small' | 'middle';
  link?: boolean;
}

/** Whether a draft waits for its approval (it can be neither changed, deleted nor confirmed meanwhile). */
export const awaitsApproval = (doc: Pick<AdjustOutput, 'status' | 'approvalStatus'>) =>
  doc.status === StockAdjustStatus.Draft && doc.approvalStatus === ApprovalStatus.Running;

/** The tag of a draft that waits for its approval. */
export function AwaitingApprovalTag() {
  const { t } = useTranslation();
  return (
    <Tag color="processing" data-testid="adjust-awaiting">
      {t('approval.adjust.awaiting')}
    </Tag>
  );
}

/**
 * Confirm and delete a draft (a confirm above the bound value submits it for approval instead); void a confirmed
 * original by a reversing document. A draft awaiting its approval offers none of them.
 */
export function AdjustActions({ doc, onChanged, size = 'small', link = true }: Props) {
  const { t } = useTranslation();
  const type = link ? 'link' : 'default';
  if (awaitsApproval(doc)) return null;
  const draft = doc.status === StockAdjustStatus.Draft;
  const voidable =
    doc.status === StockAdjustStatus.Confirmed && doc.reverseOfId === null && doc.reversedById === null;
  return (
    <Space size={0} wrap>
      {draft ? (
        <Permitted code="stockAdjust:confirm">
          <ConfirmButton
            type={link ? 'link' : 'primary'}
            size={size}
            question={t('retailDocs.adjust.confirmQuestion', { no: doc.no })}
            onConfirm={async () => {
              const done = await stockAdjustApi.confirm(doc.id);
              feedback.success(
                done.status === 'submitted'
                  ? t('approval.adjust.submitted')
                  : t('retailDocs.adjust.confirmed'),
              );
              onChanged();
            }}
            data-testid={`adjust-confirm-${doc.no}`}
          >
            {t('retailDocs.adjust.confirm')}
          </ConfirmButton>
        </Permitted>
      ) : null}
      {draft ? (
        <Permitted code="stockAdjust:delete">
          <ConfirmButton
            type={type}
            size={size}
            danger
            question={t('ui.confirmDelete', { name: doc.no })}
            doneText={t('ui.deleted')}
            onConfirm={async () => {
              await stockAdjustApi.delete(doc.id);
              onChanged();
            }}
            data-testid={`adjust-delete-${doc.no}`}
          >
            {t('ui.delete')}
          </ConfirmButton>
        </Permitted>
      ) : null}
      {voidable ? (
        <Permitted code="stockAdjust:void">
          <ConfirmButton
            type={type}
            size={size}
            danger
            question={t('retailDocs.adjust.voidQuestion', { no: doc.no })}
            doneText={t('retailDocs.adjust.voided')}
            onConfirm={async () => onChanged(await stockAdjustApi.void(doc.id))}
            data-testid={`adjust-void-${doc.no}`}
          >
            {t('retailDocs.adjust.void')}
          </ConfirmButton>
        </Permitted>
      ) : null}
    </Space>
  );
}
