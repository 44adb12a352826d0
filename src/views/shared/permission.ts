import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useApp } from '../AppContext';

/** True when the user holds at least one of `roles`; an empty list is a programming error (docs/product-rules.md §5). */
export function hasAnyRole(userRoles: readonly string[], roles: readonly string[]): boolean {
  if (roles.length === 0) throw new Error('need roles! Like <Permission roles={["admin","editor"]}>');
  return roles.some((r) => userRoles.includes(r));
}

/** Renders its children only for users with one of the listed roles (the original v-permission). */
export function Permission({ roles, children }: { roles: string[]; children: ReactNode }): ReactNode {
  const userRoles = useSelector(useApp().session, (s) => s.context.user?.roles ?? []);
  return hasAnyRole(userRoles, roles) ? children : null;
}

/**
 * The session's button permissions (allowButton, keys such as 'ship:list:add') as a predicate, so
 * one call serves every button of a screen; no key means "not offered".
 */
export function useCan(): (perm: string | undefined) => boolean {
  const allowed = useSelector(
    useApp().session,
    (s) => s.context.user?.allowButton ?? s.context.login?.allowButton ?? [],
  );
  return (perm) => Boolean(perm) && allowed.includes(perm!);
}

/** Renders its children only when the user holds the button permission. */
export function Can({ perm, children }: { perm: string; children: ReactNode }): ReactNode {
  return useCan()(perm) ? children : null;
}
