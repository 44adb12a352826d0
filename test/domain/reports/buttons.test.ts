import { mayPressOn, type PermittedUser } from '../../../src/domain/permissions';
import {
  mayPress,
  mayRead,
  readableRegimes,
  REPORT_BUTTONS,
  REPORT_PAGES,
} from '../../../src/domain/reports/buttons';
import { REGIME_PAGE, REGIMES, REPORT_EVENTS } from '../../../src/domain/reports/types';

const user = (perms: string[], extra: Partial<PermittedUser> = {}): PermittedUser => ({
  isAdmin: false,
  readOnly: false,
  perms: new Set(perms),
  ...extra,
});

describe('the function-tree buttons behind report events', () => {
  it('names a button for every lifecycle event and for generate', () => {
    for (const type of [...REPORT_EVENTS, 'generate' as const])
      expect(REPORT_BUTTONS[type].length).toBeGreaterThan(0);
  });

  it('an admin presses every button of every regime', () => {
    const admin = user([], { isAdmin: true });
    for (const regime of REGIMES)
      for (const type of [...REPORT_EVENTS, 'generate' as const])
        expect(mayPress(admin, regime, type)).toBe(true);
  });

  it('a button counts on its own regime page only', () => {
    const locker = user(['mrv:dcs:lock']);
    expect(mayPress(locker, 'imoDcs', 'lock')).toBe(true);
    expect(mayPress(locker, 'imoDcs', 'unlock')).toBe(true);
    expect(mayPress(locker, 'imoDcs', 'submit')).toBe(false);
    expect(mayPress(locker, 'chinaMsa', 'lock')).toBe(false);
  });

  it('EU MRV and EU ETS share one page; correct takes generate or confirm', () => {
    const confirmer = user(['mrv:eu:confirm']);
    expect(mayPress(confirmer, 'euEts', 'confirm')).toBe(true);
    expect(mayPress(confirmer, 'euMrv', 'return')).toBe(true);
    expect(mayPress(confirmer, 'euMrv', 'correct')).toBe(true);
    expect(mayPress(user(['mrv:eu:generate']), 'euMrv', 'correct')).toBe(true);
    expect(mayPress(user(['mrv:eu:lock']), 'euMrv', 'correct')).toBe(false);
    expect(mayPress(user(['mrv:uk:generate']), 'ukMrv', 'saveCorrections')).toBe(true);
    expect(mayPress(user(['mrv:uk:generate']), 'ukMrv', 'cancel')).toBe(true);
  });

  it('a read-only role presses nothing, even a button it holds, yet reads', () => {
    const reader = user(['mrv:fueleu:list', 'mrv:fueleu:submit'], { readOnly: true });
    expect(mayPress(reader, 'fuelEu', 'submit')).toBe(false);
    expect(mayRead(reader, 'fuelEu')).toBe(true);
  });

  it('reads a regime from its list page or the emission overview', () => {
    expect(readableRegimes(user(['mrv:cmsa:list']))).toEqual(['chinaMsa']);
    expect(readableRegimes(user(['mrv:eu:list']))).toEqual(['euMrv', 'euEts']);
    expect(readableRegimes(user(['mrv:emission:list']))).toEqual([...REGIMES]);
    expect(readableRegimes(user(['mrv:dcs:lock']))).toEqual([]);
    expect(readableRegimes(user([], { isAdmin: true }))).toEqual([...REGIMES]);
  });

  it('mayPressOn serves any page and button list (the CII adjustment pages use it too)', () => {
    const u = user(['cii:adjust:edit']);
    expect(mayPressOn(u, 'cii:adjust', ['add', 'edit'])).toBe(true);
    expect(mayPressOn(u, 'cii:correct', ['add', 'edit'])).toBe(false);
    expect(mayPressOn(u, 'cii:adjust', [])).toBe(false);
  });
});

describe('REPORT_PAGES', () => {
  it("lists every regime's page once, and the emission overview", () => {
    const pages = [...new Set(Object.values(REGIME_PAGE))].map((p) => `${p}:list`);
    expect([...REPORT_PAGES].sort()).toEqual([...pages, 'mrv:emission:list'].sort());
  });
});
