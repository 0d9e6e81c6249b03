import { StockTransferStatus } from '@retail/contracts';
import type { TransferOutput } from '@retail/contracts/api/retail/stock-transfer';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { stockTransferApi } from '../../../api/stock-transfer.ts';
import { ConfirmButton } from '../../../components/actions/ConfirmButton.tsx';
import { Permitted } from '../../../components/permission/Permitted.tsx';
import { useMayMove } from './useMayMove.ts';

interface Props {
  doc: TransferOutput;
  /** after a ship or a cancel */
  onChanged(): void;
  size?: 'small' | 'middle';
  link?: boolean;
}

/** Ship a draft (stock leaves the source at once) or cancel it, for staff who may move the source; both ask first. */
export function TransferActions({ doc, onChanged, size = 'small', link = true }: Props) {
  const { t } = useTranslation();
  const mayMove = useMayMove();
  if (doc.status !== StockTransferStatus.Draft || !mayMove(doc.fromLocationId)) return null;
  return (
    <Space size={0} wrap>
      <Permitted code="stockTransfer:ship">
        <ConfirmButton
          type={link ? 'link' : 'primary'}
          size={size}
          question={t('transfer.shipQuestion', { no: doc.no, from: doc.fromLocationName ?? '' })}
          doneText={t('transfer.shippedDone')}
          onConfirm={async () => {
            await stockTransferApi.ship(doc.id);
            onChanged();
          }}
          data-testid={`transfer-ship-${doc.no}`}
        >
          {t('transfer.ship')}
        </ConfirmButton>
      </Permitted>
      <Permitted code="stockTransfer:delete">
        <ConfirmButton
          type={link ? 'link' : 'default'}
          size={size}
          danger
          question={t('transfer.cancelQuestion', { no: doc.no })}
          doneText={t('transfer.cancelledDone')}
          onConfirm={async () => {
            await stockTransferApi.delete(doc.id);
            onChanged();
          }}
          data-testid={`transfer-cancel-${doc.no}`}
        >
          {t('transfer.cancel')}
        </ConfirmButton>
      </Permitted>
    </Space>
  );
}
