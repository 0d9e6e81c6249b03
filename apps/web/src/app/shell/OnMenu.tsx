import type { ReactNode } from 'react';
import { useCurrentMenuRoute } from '../../layouts/main/useCurrentMenuRoute.ts';
import { MissingRoute } from './MissingRoute.tsx';

/**
 * A static route that is also a menu entry (the mobile area): shown when the user's menu holds the address, else
 * handled as any address off the menu (home, no access or not found).
 */
export function OnMenu({ children }: { children: ReactNode }) {
  return useCurrentMenuRoute() ? children : <MissingRoute />;
}
