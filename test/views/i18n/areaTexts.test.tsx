import i18n from 'i18next';
import systemZh from '../../../src/i18n/system/zh.json';
import fleetEn from '../../../src/i18n/fleet/en.json';
import kitEn from '../../../src/i18n/kit/en.json';
import { initI18n } from '../../../src/i18n';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';

// Runs isolated: the areas' texts must start unloaded, as in a new browser tab.
// Not through renderApp, which loads both areas up front: here the store starts without them.
describe('area texts load with their screens', () => {
  it('start absent, then load in both languages and survive a language switch and a new init', async () => {
    initI18n('en');
    expect(i18n.exists('system:users.resetPassword')).toBe(false);
    expect(i18n.exists('fleet:fields.company')).toBe(false);

    await loadAreaTexts('system', 'fleet');
    expect(i18n.t('fleet:fields.company')).toBe(fleetEn.fields.company);
    await i18n.changeLanguage('zh');
    expect(i18n.t('system:users.resetPassword')).toBe(systemZh.users.resetPassword);

    initI18n('zh');
    expect(i18n.t('system:users.resetPassword')).toBe(systemZh.users.resetPassword);
  });

  it('the kit comes with the shell: no screen has to load it', () => {
    initI18n('en');
    expect(i18n.t('kit:errors.unknown')).toBe(kitEn.errors.unknown);
    expect(i18n.t('kit:listForm.search')).toBe(kitEn.listForm.search);
  });
});
