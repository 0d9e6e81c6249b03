import { useEffect } from 'react';
import { useThemeStore } from '../../stores/theme.ts';
import { ACTIVITY_EVENTS, shouldLock } from './idleLock.ts';

/** Watches for activity and locks the screen (persisted, so a reload stays locked) after the idle time. */
export function useIdleLock(): void {
  const enabled = useThemeStore((s) => s.isLockScreen);
  const seconds = useThemeStore((s) => s.lockScreenTime);
  const locked = useThemeStore((s) => s.isLocked);
  useEffect(() => {
    if (!enabled || locked) return;
    let last = Date.now();
    const touch = () => {
      last = Date.now();
    };
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, touch, { passive: true, capture: true });
    const timer = window.setInterval(() => {
      if (shouldLock(true, seconds, Date.now() - last)) useThemeStore.getState().set({ isLocked: true });
    }, 1000);
    return () => {
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, touch, { capture: true });
    };
  }, [enabled, seconds, locked]);
}
