import { ScanOutlined } from '@ant-design/icons';
import type { StocktakeLineOutput } from '@retail/contracts/api/retail/stocktake';
import { Alert, Flex, Input, type InputRef } from 'antd';
import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stocktakeApi } from '../../../../api/stocktake.ts';
import { feedback } from '../../../../components/feedback/feedback.ts';
import { playRefusalSound } from '../../../../components/scan/refusalSound.ts';
import { ScanRefusals } from '../../../../components/scan/ScanRefusals.tsx';
import { type ScanQueue, scanQueue } from '../../../../components/scan/scanQueue.ts';
import type { ScanRefusal } from '../../../../components/scan/useScanQueue.ts';
import { useHardwareScanner } from '../../../../components/scan/useHardwareScanner.ts';

interface Props {
  stocktakeId: number;
  /** the count tab is shown: a hardware scanner typing outside any field counts here */
  active: boolean;
  inputRef: RefObject<InputRef | null>;
  /** after each counted scan (reload the lines and totals) */
  onCounted(line: StocktakeLineOutput): void;
}

let nextKey = 1;

/**
 * The count screen's scan box: each code scanned or typed (Enter) adds 1 to its line. Codes wait their turn in the
 * scan queue, so a fast scanner loses none; a refused code (unknown, outside the category, another count's) is
 * announced with a sound and listed under the box.
 */
export function CountScan({ stocktakeId, active, inputRef, onCounted }: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [waiting, setWaiting] = useState(0);
  const [refusals, setRefusals] = useState<ScanRefusal[]>([]);
  const [last, setLast] = useState<StocktakeLineOutput | null>(null);
  const counted = useRef(onCounted);
  useEffect(() => {
    counted.current = onCounted;
  });
  const queue = useRef<ScanQueue | null>(null);
  useLayoutEffect(() => {
    queue.current = scanQueue(async (code) => {
      try {
        const line = await stocktakeApi.count({ id: stocktakeId, barcode: code, mode: 'add', qty: 1 });
        setLast(line);
        counted.current(line);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        playRefusalSound();
        feedback.error(message);
        setRefusals((list) => [...list, { key: nextKey++, code, message }]);
      }
    }, setWaiting);
  }, [stocktakeId]);
  const push = useCallback((code: string) => queue.current?.push(code), []);
  useHardwareScanner(push, active);

  return (
    <Flex vertical gap={8} data-testid="stocktake-scan">
      <Input
        ref={inputRef}
        size="large"
        value={value}
        autoComplete="off"
        maxLength={32}
        prefix={<ScanOutlined aria-hidden />}
        placeholder={t('stocktake.scanPlaceholder')}
        aria-label={t('retailDocs.common.addBarcode')}
        onChange={(event) => setValue(event.target.value)}
        onPressEnter={(event) => {
          push(event.currentTarget.value);
          setValue('');
        }}
        suffix={waiting > 0 ? <span>{t('till.scan.waiting', { count: waiting })}</span> : <span />}
      />
      {last ? (
        <Alert
          type="success"
          showIcon
          data-testid="stocktake-last-scan"
          message={t('stocktake.scanned', {
            barcode: last.barcode,
            name: last.goodsName,
            qty: last.countedQty ?? 0,
          })}
        />
      ) : null}
      <ScanRefusals refusals={refusals} testId="stocktake-scan-refusals" />
    </Flex>
  );
}
