import type { ReactNode } from 'react';
import { usePermissions } from './usePermissions.ts';

interface GateProps {
  children: ReactNode;
  /** Rendered instead when the rule fails (nothing by default). */
  fallback?: ReactNode;
}

/** Renders its children only when the user has `code`. */
export function Permitted({ code, children, fallback = null }: GateProps & { code: string }) {
  return usePermissions().has(code) ? children : fallback;
}

/** Renders its children when the user has any of `codes`. */
export function PermittedAny({ codes, children, fallback = null }: GateProps & { codes: readonly string[] }) {
  return usePermissions().any(codes) ? children : fallback;
}

/** Renders its children when the user has all of `codes`. */
export function PermittedAll({ codes, children, fallback = null }: GateProps & { codes: readonly string[] }) {
  return usePermissions().all(codes) ? children : fallback;
}
