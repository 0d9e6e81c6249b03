import { useTranslation } from 'react-i18next';
import type { ScanRefusal } from './useScanQueue.ts';

const SHOWN = 3;
const DANGER = { color: 'var(--ant-color-error, #ff4d4f)' };

/**
 * The codes of this screen that did not go in: how many, and the latest with what was said (the code first, unless
 * the message names it). Plain markup, so the desktop screens and the phone (antd-mobile) show the same thing.
 */
export function ScanRefusals({ refusals, testId }: { refusals: ScanRefusal[]; testId: string }) {
  const { t } = useTranslation();
  if (refusals.length === 0) return null;
  return (
    <div role="status" style={DANGER} data-testid={testId} data-count={refusals.length}>
      <strong>{t('till.scan.refused', { count: refusals.length })}</strong>
      {refusals
        .slice(-SHOWN)
        .reverse()
        .map((refusal) => (
          <div key={refusal.key} data-testid="scan-refusal">
            {refusal.message.includes(refusal.code) ? refusal.message : `${refusal.code}: ${refusal.message}`}
          </div>
        ))}
    </div>
  );
}
