import { formatYuan } from '@retail/contracts';
import { Button, Input, Space } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { fenOf } from '../../../components/retail-docs/money.ts';
import { changeFen, quickTenders } from '../../sale/order/checkout/tender.ts';

interface Props {
  /** what is paid by cash, fen */
  cashFen: number;
  /** yuan text as typed; empty = no tender recorded */
  tendered: string;
  onChange(tendered: string): void;
}

/** The phone till's cash tender: what the customer hands over, quick amounts and the change due. */
export function MobileTender({ cashFen, tendered, onChange }: Props) {
  const { t } = useTranslation();
  const tenderedFen = fenOf(tendered);
  const change = changeFen(cashFen, tenderedFen);
  const short = tenderedFen !== undefined && tenderedFen > 0 && tenderedFen < cashFen;
  return (
    <div className="barscan-tender" data-testid="mobile-tender">
      <div className="barscan-checkout-label">{t('till.tender.tendered')}</div>
      <Input
        className="barscan-input barscan-tender-input"
        inputMode="decimal"
        value={tendered}
        onChange={onChange}
        aria-label={t('till.tender.tendered')}
        data-testid="mobile-tendered"
      />
      <Space wrap style={{ marginTop: 8 }}>
        {quickTenders(cashFen).map((amount, i) => (
          <Button key={amount} size="small" onClick={() => onChange(formatYuan(amount))}>
            {i === 0 ? `${t('till.tender.exact')} ${formatYuan(amount)}` : formatYuan(amount)}
          </Button>
        ))}
      </Space>
      {change !== undefined ? (
        <div className="barscan-change" data-testid="mobile-change">
          {t('till.tender.changeDue', { amount: formatYuan(change) })}
        </div>
      ) : null}
      {short ? (
        <div className="barscan-warning">{t('till.tender.short', { amount: formatYuan(cashFen) })}</div>
      ) : null}
    </div>
  );
}
