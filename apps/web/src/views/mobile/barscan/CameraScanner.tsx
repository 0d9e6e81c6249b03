import { BrowserMultiFormatReader, type IScannerControls } from '@zxing/browser';
import { BarcodeFormat, DecodeHintType } from '@zxing/library';
import { ErrorBlock } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The symbologies printed on goods and on the shop's own labels. */
const FORMATS = [
  BarcodeFormat.EAN_13,
  BarcodeFormat.EAN_8,
  BarcodeFormat.UPC_A,
  BarcodeFormat.UPC_E,
  BarcodeFormat.CODE_128,
  BarcodeFormat.CODE_39,
];

/**
 * The back camera's picture with ZXing reading it. It reports the first code it reads and stops, so a
 * barcode held in front of the camera is sold once, not once per frame; the screen opens it again for the
 * next item.
 */
export function CameraScanner({ onScan }: { onScan: (code: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string>();
  const report = useRef(onScan);
  useEffect(() => {
    report.current = onScan;
  }, [onScan]);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const hints = new Map<DecodeHintType, unknown>([
      [DecodeHintType.POSSIBLE_FORMATS, FORMATS],
      [DecodeHintType.TRY_HARDER, true],
    ]);
    const reader = new BrowserMultiFormatReader(hints, { delayBetweenScanAttempts: 100 });
    let done = false;
    let controls: IScannerControls | undefined;
    reader
      .decodeFromConstraints({ video: { facingMode: 'environment' } }, element, (result, _error, ctrl) => {
        if (!result || done) return;
        done = true;
        ctrl.stop();
        report.current(result.getText());
      })
      .then((started) => {
        controls = started;
        if (done) started.stop();
      })
      .catch((failure: unknown) => {
        setError(failure instanceof Error ? failure.message : String(failure));
      });
    return () => {
      done = true;
      controls?.stop();
    };
  }, []);

  if (error) {
    return (
      <ErrorBlock
        status="default"
        title={t('mobile.scan.cameraUnavailable', { message: error })}
        description={t('mobile.scan.scannerHint')}
      />
    );
  }
  return (
    <div className="barscan-camera">
      <video ref={video} className="barscan-video" muted playsInline data-testid="barscan-video" />
      <div className="barscan-frame" aria-hidden="true" />
      <div className="barscan-camera-hint">{t('mobile.scan.cameraHint')}</div>
    </div>
  );
}
