/**
 * Which function permissions only read. A read-only role (class-society staff,
 * authorities) may hold these and nothing else: pages (`…:list`) and exports (`…:export`). Every
 * other button — add, edit, delete, status, lock, submit, confirm, generate, upload — writes.
 * The database refuses a write function granted to a read-only role (migration 0003, same rule)
 * and the server refuses such a call at request time.
 *
 * Class-society staff need no write today: dictionaries, fleet and reports are theirs to read and
 * export. Verifier actions on reports (verify, confirm, return) will be their own permissions on
 * a verifier role that is not read-only, when report verification is built.
 */
const READ_ACTIONS = new Set(['list', 'export']);

export const isWritePermission = (perm: string | null | undefined): boolean => {
  if (!perm) return false;
  const action = perm.slice(perm.lastIndexOf(':') + 1);
  return !READ_ACTIONS.has(action);
};

/** What the permission rules read of a signed-in user. */
export interface PermittedUser {
  isAdmin: boolean;
  /** A read-only role: it may hold pages and exports only, so it presses no write button. */
  readOnly: boolean;
  /** The role's function permissions, `page:button` (`mrv:dcs:lock`). */
  perms: ReadonlySet<string>;
}

/**
 * Whether the user may press a write button on a function-tree page: an admin may press all, a
 * read-only role none, anyone else when their functions hold one of `buttons` on `page`.
 */
export const mayPressOn = (user: PermittedUser, page: string, buttons: readonly string[]): boolean =>
  user.isAdmin || (!user.readOnly && buttons.some((b) => user.perms.has(`${page}:${b}`)));
