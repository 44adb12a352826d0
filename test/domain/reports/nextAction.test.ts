import type { DutyActor } from '../../../src/domain/reports/duties';
import { nextAction, type NextActionUser } from '../../../src/domain/reports/nextAction';
import { REGIMES, REPORT_STATUSES, type ReportStatus } from '../../../src/domain/reports/types';

/** The seeded roles' report functions on every page (the seed withholds the verdict from the company). */
const COMPANY_BUTTONS = ['generate', 'lock', 'submit'];
const VERIFIER_BUTTONS = ['confirm'];
const PAGES = ['mrv:dcs', 'mrv:cmsa', 'mrv:eu', 'mrv:fueleu', 'mrv:uk'];
const user = (actor: DutyActor, buttons: string[], extra: Partial<NextActionUser> = {}): NextActionUser => ({
  actor,
  isAdmin: false,
  readOnly: false,
  perms: new Set(PAGES.flatMap((p) => [`${p}:list`, ...buttons.map((b) => `${p}:${b}`)])),
  ...extra,
});

const ROLES = {
  company: user('company', COMPANY_BUTTONS),
  verifier: user('verifier', VERIFIER_BUTTONS),
  // The authority reviews only: even a button granted by mistake offers it nothing (duty matrix).
  authority: user('authority', [...COMPANY_BUTTONS, ...VERIFIER_BUTTONS]),
  admin: user('admin', [], { isAdmin: true }),
} as const;

type State = ReportStatus | 'none' | 'stale';
/** What each role is offered in each state (the same for every regime). */
const EXPECTED: Record<State, Record<keyof typeof ROLES, string | null>> = {
  none: { company: 'generate', verifier: null, authority: null, admin: 'generate' },
  draft: { company: 'lock', verifier: null, authority: null, admin: 'lock' },
  stale: { company: 'regenerate', verifier: null, authority: null, admin: 'regenerate' },
  locked: { company: 'submit', verifier: null, authority: null, admin: 'submit' },
  submitted: { company: null, verifier: 'verify', authority: null, admin: 'verify' },
  verified: { company: null, verifier: 'verify', authority: null, admin: 'verify' },
  // The authority's review is no next action: its dashboard lists what waits for it.
  confirmed: { company: null, verifier: null, authority: null, admin: null },
  accepted: { company: null, verifier: null, authority: null, admin: null },
  superseded: { company: null, verifier: null, authority: null, admin: null },
  cancelled: { company: 'generate', verifier: null, authority: null, admin: 'generate' },
};

describe('nextAction: the one action offered for a report state, by role', () => {
  it('covers every stored status', () => {
    for (const s of REPORT_STATUSES) expect(EXPECTED[s]).toBeDefined();
  });

  const cases = REGIMES.flatMap((regime) =>
    (Object.keys(EXPECTED) as State[]).flatMap((state) =>
      (Object.keys(ROLES) as (keyof typeof ROLES)[]).map((role) => [regime, state, role] as const),
    ),
  );
  it.each(cases)('%s, %s, %s', (regime, state, role) => {
    const status = state === 'stale' ? 'draft' : state;
    expect(nextAction({ regime, status, stale: state === 'stale' }, ROLES[role])).toBe(EXPECTED[state][role]);
  });

  it('offers nothing when the role may act but lacks the button on the regime page', () => {
    const dcsOnly: NextActionUser = {
      actor: 'company',
      isAdmin: false,
      readOnly: false,
      perms: new Set(['mrv:dcs:generate', 'mrv:dcs:lock']),
    };
    expect(nextAction({ regime: 'imoDcs', status: 'none' }, dcsOnly)).toBe('generate');
    expect(nextAction({ regime: 'imoDcs', status: 'locked' }, dcsOnly)).toBeNull();
    expect(nextAction({ regime: 'fuelEu', status: 'none' }, dcsOnly)).toBeNull();
  });

  it('offers nothing to a read-only role, whatever it holds', () => {
    const readOnly = { ...ROLES.company, readOnly: true };
    expect(nextAction({ regime: 'euMrv', status: 'none' }, readOnly)).toBeNull();
  });
});
