import { ScanOutlined } from '@ant-design/icons';
import type { BarcodeLookupOutput } from '@retail/contracts/api/retail/goods-barcode';
import { Flex, Input, type InputRef } from 'antd';
import { type ReactNode, type Ref, type RefObject, useImperativeHandle, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../feedback/feedback.ts';
import { ScanRefusals } from '../scan/ScanRefusals.tsx';
import { useHardwareScanner } from '../scan/useHardwareScanner.ts';
import { useScanQueue } from '../scan/useScanQueue.ts';

/** What a screen can do with its scan box: put a code in line as if scanned (a picked search result). */
export interface ScanBoxHandle {
  push(code: string): void;
}

export interface BarcodeScanInputProps {
  /** Called with each looked-up barcode, in scan order; the box is already clear for the next scan. */
  onFound(barcode: BarcodeLookupOutput): void;
  /** Why a found barcode is refused (off sale at the till); null takes it. */
  refuse?(barcode: BarcodeLookupOutput): string | null;
  placeholder?: string;
  testId?: string;
  autoFocus?: boolean;
  /** false while the screen is hidden: a hardware scanner typing outside any field is then not taken */
  active?: boolean;
  /** the input, for a screen that keeps the focus on it (`useScanFocus`) */
  inputRef?: RefObject<InputRef | null>;
  /** after the box (the till's search button) */
  extra?: ReactNode;
  ref?: Ref<ScanBoxHandle>;
}

/**
 * A scanner-friendly input: Enter takes the code at once into the scan queue and clears the box, so codes typed
 * faster than they are looked up wait their turn; each becomes a line or a refusal shown under the box.
 */
export function BarcodeScanInput({
  onFound,
  refuse,
  placeholder,
  testId = 'barcode-scan',
  autoFocus,
  active = true,
  inputRef,
  extra,
  ref,
}: BarcodeScanInputProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const { push, waiting, refusals } = useScanQueue({
    onFound,
    ...(refuse ? { refuse } : {}),
    announce: feedback.error,
  });
  useImperativeHandle(ref, () => ({ push }), [push]);
  useHardwareScanner(push, active);

  return (
    <Flex vertical gap={4}>
      <Flex gap={8} data-testid={testId}>
        <Input
          ref={inputRef}
          value={value}
          autoFocus={autoFocus}
          onChange={(event) => setValue(event.target.value)}
          onPressEnter={(event) => {
            // the text as it is now, not as last rendered: the next code may already be on its way
            push(event.currentTarget.value);
            setValue('');
          }}
          placeholder={placeholder ?? t('retailDocs.common.scanBarcode')}
          prefix={<ScanOutlined aria-hidden />}
          suffix={
            waiting > 0 ? (
              <span data-testid={`${testId}-waiting`}>{t('till.scan.waiting', { count: waiting })}</span>
            ) : (
              <span />
            )
          }
          autoComplete="off"
          maxLength={32}
          aria-label={t('retailDocs.common.addBarcode')}
        />
        {extra}
      </Flex>
      <ScanRefusals refusals={refusals} testId={`${testId}-refusals`} />
    </Flex>
  );
}
