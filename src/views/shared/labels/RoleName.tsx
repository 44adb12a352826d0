import type { TFunction } from 'i18next';
import { useAreaText } from '../useAreaText';

/** The seeded roles' codes (server/db/seed/roles.ts), which the texts name. */
const SEEDED = ['99', 'company_user', 'ship_manager', 'class_society', 'authority'] as const;
type SeededRole = (typeof SEEDED)[number];
const isSeeded = (code: string): code is SeededRole => (SEEDED as readonly string[]).includes(code);

/**
 * A role's name from its code (a history row records the role the actor acted in). A role an
 * administrator added later has no words in the texts: its code is the name that administrator
 * gave it, so it shows as it is.
 */
export function roleNameText(t: TFunction<'kit'>, code: string): string {
  return isSeeded(code) ? t(`roleNames.${code}`) : code;
}

/** A role's name in the UI language (see `roleNameText`). */
export function RoleName({ code }: { code: string }) {
  const { t } = useAreaText('kit');
  return <>{roleNameText(t, code)}</>;
}
