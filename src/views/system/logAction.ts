import type { Row } from '../../domain/api';
import type { TFunction } from 'i18next';
import { logActionKind } from '../../domain/logActions';
import { firstText } from '../shared/firstText';

// A key built from a recorded action reads as itself when the texts do not hold it.
type T = TFunction<'system'>;

/**
 * The record a row is about, as the audit recorded it: a name from the answer (`HYSG`), or the
 * path's ids (`{"id":"12"}`) shown as `#12`.
 */
function targetOf(target: unknown): string {
  if (typeof target !== 'string' || !target) return '';
  if (!target.startsWith('{')) return target;
  try {
    const ids = Object.values(JSON.parse(target) as Record<string, string>);
    return ids.length ? `#${ids[0]}` : '';
  } catch {
    return target;
  }
}

/**
 * A system-log action in words in the UI language: "Created company HYSG" / "新建公司 HYSG",
 * "Logged in" / "登录", never the recorded `POST /api/fleet/companies` or `login`.
 */
export function describeLogAction(row: Row, t: T): string {
  const action = String(row.action ?? '');
  const target = targetOf(row.target);
  // The kind is the shared reading (domain/logActions.ts) the server's action filter uses.
  const kind = logActionKind(action);
  if (!kind.object) return t(`logs.actions.${kind.action}`, { defaultValue: `logs.actions.${kind.action}` });
  // A dictionary entry names its dictionary: "Edited entry of Ports CNSHA".
  const what = kind.dictionary
    ? t('logs.objects.dictionary', {
        name: t(`screens.${kind.dictionary}`, { defaultValue: `screens.${kind.dictionary}` }),
      })
    : t(`logs.objects.${kind.object}`, { defaultValue: `logs.objects.${kind.object}` });
  const verb = ['create', 'edit', 'delete'].includes(kind.action);
  const key = verb ? `logs.verbs.${kind.action}` : `logs.actions.${kind.action}`;
  return t(key, { what, target, defaultValue: key }).trim();
}

/** The recorded reason of a refused login (`captcha_invalid`, `unknown_uid`) in words. */
export function describeLogDetail(row: Row, t: T): string {
  const detail = String(row.detail ?? '');
  if (!detail) return '';
  return firstText(t, [`logs.details.${detail}`, `translation:errors.${detail}`], {}, detail);
}
