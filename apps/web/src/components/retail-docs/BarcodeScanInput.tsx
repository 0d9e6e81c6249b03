import { ScanOutlined } from '@ant-design/icons';
import type { BarcodeLookupOutput } from '@retail/contracts/api/retail/goods-barcode';
import { Input, type InputRef } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { goodsBarcodeApi } from '../../api/goods-barcode.ts';
import { feedback } from '../feedback/feedback.ts';

export interface BarcodeScanInputProps {
  /** Called with the looked-up barcode; the input clears and keeps focus for the next scan. */
  onFound(barcode: BarcodeLookupOutput): void;
  placeholder?: string;
  testId?: string;
  autoFocus?: boolean;
}

/** A scanner-friendly input: a scan (or typing) ends with Enter, which looks the barcode up. */
export function BarcodeScanInput({ onFound, placeholder, testId, autoFocus }: BarcodeScanInputProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<InputRef>(null);

  const lookup = async (raw: string) => {
    const code = raw.trim();
    if (!code || busy) return;
    setBusy(true);
    try {
      onFound(await goodsBarcodeApi.lookup(code));
      setValue('');
    } catch (error) {
      feedback.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
      input.current?.focus();
    }
  };

  return (
    <Input.Search
      ref={input}
      value={value}
      autoFocus={autoFocus}
      onChange={(event) => setValue(event.target.value)}
      onSearch={(text) => void lookup(text)}
      placeholder={placeholder ?? t('retailDocs.common.scanBarcode')}
      enterButton={<ScanOutlined aria-label={t('retailDocs.common.addBarcode')} />}
      loading={busy}
      allowClear
      maxLength={32}
      data-testid={testId ?? 'barcode-scan'}
    />
  );
}
