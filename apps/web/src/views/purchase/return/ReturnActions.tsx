import { SupplierReturnStatus } from '@retail/contracts';
import type { ReturnOutput } from '@retail/contracts/api/retail/purchase';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { supplierReturnApi } from '../../../api/purchase.ts';
import { ConfirmButton } from '../../../components/actions/ConfirmButton.tsx';
import { Permitted } from '../../../components/permission/Permitted.tsx';

interface Props {
  doc: ReturnOutput;
  onChanged(): void;
  size?: 'small' | 'middle';
  link?: boolean;
}

/** Confirm (the goods leave stock) and delete a draft supplier return. */
export function ReturnActions({ doc, onChanged, size = 'small', link = true }: Props) {
  const { t } = useTranslation();
  if (doc.status !== SupplierReturnStatus.Draft) return null;
  return (
    <Space size={0} wrap>
      <Permitted code="supplierReturn:confirm">
        <ConfirmButton
          type={link ? 'link' : 'primary'}
          size={size}
          question={t('purchase.return.confirmQuestion', { no: doc.no })}
          doneText={t('purchase.return.confirmed')}
          onConfirm={async () => {
            await supplierReturnApi.confirm(doc.id);
            onChanged();
          }}
          data-testid={`sr-confirm-${doc.no}`}
        >
          {t('purchase.return.confirm')}
        </ConfirmButton>
      </Permitted>
      <Permitted code="supplierReturn:delete">
        <ConfirmButton
          type={link ? 'link' : 'default'}
          size={size}
          danger
          question={t('ui.confirmDelete', { name: doc.no })}
          doneText={t('ui.deleted')}
          onConfirm={async () => {
            await supplierReturnApi.delete(doc.id);
            onChanged();
          }}
          data-testid={`sr-delete-${doc.no}`}
        >
          {t('ui.delete')}
        </ConfirmButton>
      </Permitted>
    </Space>
  );
}
