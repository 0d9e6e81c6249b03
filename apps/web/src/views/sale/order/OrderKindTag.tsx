import { SaleOrderKind } from '@retail/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Marks a return without receipt among sales (a sale shows no tag). */
export function OrderKindTag({ kind }: { kind: number }) {
  const { t } = useTranslation();
  return kind === SaleOrderKind.Return ? (
    <Tag color="magenta" data-testid="order-kind-return">
      {t('till.kind.return')}
    </Tag>
  ) : null;
}
