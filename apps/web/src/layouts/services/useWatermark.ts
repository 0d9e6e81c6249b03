import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authKeys, getWatermarkConfig } from '../../api/auth.ts';
import { useUserStore } from '../../stores/user.ts';

const WATERMARK_ID = 'retail-watermark';

/** Spec §9 geometry: a tiled 200×130 canvas, text rotated −20°, 12px. */
export function watermarkImage(text: string): string {
  const canvas = document.createElement('canvas');
  canvas.width = 200;
  canvas.height = 130;
  const context = canvas.getContext('2d');
  if (!context) return '';
  context.rotate((-20 * Math.PI) / 180);
  context.font = '12px Verdana';
  context.fillStyle = 'rgba(200, 200, 200, 0.30)';
  context.textAlign = 'left';
  context.textBaseline = 'middle';
  context.fillText(text, canvas.width / 10, canvas.height / 2);
  return canvas.toDataURL('image/png');
}

/** Shows the user's realName as a watermark over the whole page when `watermarkConfig` enables it. */
export function useWatermark(): void {
  const realName = useUserStore((s) => s.info?.realName ?? '');
  const config = useQuery({
    queryKey: authKeys.call('watermarkConfig'),
    queryFn: getWatermarkConfig,
    staleTime: Infinity,
  });
  const enabled = config.data?.watermarkEnabled === true && realName !== '';
  useEffect(() => {
    if (!enabled) return;
    const layer = document.createElement('div');
    layer.id = WATERMARK_ID;
    layer.setAttribute('data-testid', 'watermark');
    layer.setAttribute('aria-hidden', 'true');
    Object.assign(layer.style, {
      position: 'fixed',
      inset: '0',
      zIndex: '10000000',
      pointerEvents: 'none',
      background: `url(${watermarkImage(realName)}) left top repeat`,
    });
    document.body.append(layer);
    return () => layer.remove();
  }, [enabled, realName]);
}
