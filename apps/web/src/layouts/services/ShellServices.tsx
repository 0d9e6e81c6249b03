import { useIdleLock } from '../lock/useIdleLock.ts';
import { UpgradePrompt } from '../upgrade/UpgradePrompt.tsx';
import { useBodyTheme } from './useBodyTheme.ts';
import { useOnlineHub } from './useOnlineHub.ts';
import { usePageThemeVars } from './usePageThemeVars.ts';
import { useWatermark } from './useWatermark.ts';

/** What runs while signed in, whatever the screen: hub, idle lock, watermark, page theme, upgrade check. */
export function ShellServices() {
  useOnlineHub();
  useIdleLock();
  useWatermark();
  useBodyTheme();
  usePageThemeVars();
  return <UpgradePrompt />;
}
