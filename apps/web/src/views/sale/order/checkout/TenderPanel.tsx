import { formatYuan } from '@retail/contracts';
import { Button, Flex, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fenOf } from '../../../../components/retail-docs/money.ts';
import { changeFen, quickTenders } from './tender.ts';

interface Props {
  /** what is paid by cash, fen */
  cashFen: number;
  /** yuan text as typed; empty = no tender recorded */
  tendered: string;
  onChange(tendered: string): void;
}

/** Cash tendered with quick amounts (exact, next 10, 50, 100) and the change due; shown while cash is paid. */
export function TenderPanel({ cashFen, tendered, onChange }: Props) {
  const { t } = useTranslation();
  const tenderedFen = fenOf(tendered);
  const change = changeFen(cashFen, tenderedFen);
  const short = tenderedFen !== undefined && tenderedFen > 0 && tenderedFen < cashFen;
  return (
    <Flex gap={8} align="center" wrap data-testid="sale-tender">
      <Typography.Text>{t('till.tender.tendered')}</Typography.Text>
      <InputNumber<string>
        stringMode
        min="0"
        precision={2}
        value={tendered || null}
        style={{ width: 140 }}
        aria-label={t('till.tender.tendered')}
        data-testid="sale-tendered"
        onChange={(value) => onChange(value ?? '')}
      />
      {quickTenders(cashFen).map((amount, i) => (
        <Button
          key={amount}
          size="small"
          onClick={() => onChange(formatYuan(amount))}
          data-testid={`sale-tender-${i}`}
        >
          {i === 0 ? `${t('till.tender.exact')} ${formatYuan(amount)}` : formatYuan(amount)}
        </Button>
      ))}
      {change !== undefined ? (
        <Typography.Text strong type="success" data-testid="sale-change">
          {t('till.tender.changeDue', { amount: formatYuan(change) })}
        </Typography.Text>
      ) : null}
      {short ? (
        <Typography.Text type="danger">
          {t('till.tender.short', { amount: formatYuan(cashFen) })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
