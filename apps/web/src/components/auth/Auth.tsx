import type { ReactNode } from 'react';
import { useAuth } from './useAuth.ts';

interface GateProps {
  children: ReactNode;
  /** Rendered instead when the rule fails (nothing by default). */
  fallback?: ReactNode;
}

/** Renders its children only when the user has `code`. */
export function Auth({ code, children, fallback = null }: GateProps & { code: string }) {
  return useAuth().has(code) ? children : fallback;
}

/** Renders its children when the user has any of `codes`. */
export function AuthAny({ codes, children, fallback = null }: GateProps & { codes: readonly string[] }) {
  return useAuth().any(codes) ? children : fallback;
}

/** Renders its children when the user has all of `codes`. */
export function AuthAll({ codes, children, fallback = null }: GateProps & { codes: readonly string[] }) {
  return useAuth().all(codes) ? children : fallback;
}
