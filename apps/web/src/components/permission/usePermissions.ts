import { useMemo } from 'react';
import { useUserStore } from '../../stores/user.ts';
import { hasAll, hasAny, hasCode } from './rules.ts';

export interface PermissionCheck {
  has(code: string): boolean;
  any(codes: readonly string[]): boolean;
  all(codes: readonly string[]): boolean;
}

/** Permission checks against the signed-in user's button codes; re-renders when they change. */
export function usePermissions(): PermissionCheck {
  const granted = useUserStore((state) => state.buttons);
  return useMemo(
    () => ({
      has: (code) => hasCode(granted, code),
      any: (codes) => hasAny(granted, codes),
      all: (codes) => hasAll(granted, codes),
    }),
    [granted],
  );
}
