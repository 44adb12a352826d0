import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useApp } from '../AppContext';

/** True when the user holds at least one of `roles`; an empty list is a programming error (docs/product-rules.md §5). */
export function hasAnyRole(userRoles: readonly string[], roles: readonly string[]): boolean {
  if (roles.length === 0) throw new Error('need roles! Like <Permission roles={["admin","editor"]}>');
  return roles.some((r) => userRoles.includes(r));
}

/** Renders its children only for users with one of the listed roles (the original v-permission). */
export function Permission({ roles, children }: { roles: string[]; children: ReactNode }) {
  const userRoles = useSelector(useApp().session, (s) => s.context.user?.roles ?? []);
  return hasAnyRole(userRoles, roles) ? <>{children}</> : null;
}

/** Button permissions come from allowButton (perm keys such as 'ship:list:add'). */
export function useCan(perm: string): boolean {
  return useSelector(useApp().session, (s) =>
    (s.context.user?.allowButton ?? s.context.login?.allowButton ?? []).includes(perm),
  );
}

/** Renders its children only when the user holds the button permission. */
export function Can({ perm, children }: { perm: string; children: ReactNode }) {
  return useCan(perm) ? <>{children}</> : null;
}
