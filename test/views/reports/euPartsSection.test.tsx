import { act, cleanup, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { createActor } from 'xstate';
import euMrvEnTexts from '../../../src/i18n/euMrv/en.json';
import euMrvZhTexts from '../../../src/i18n/euMrv/zh.json';
import { initI18n } from '../../../src/i18n';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import { euPartsMachine } from '../../../src/machines/reports/euPartsMachine';
import { EuPartsSectionView } from '../../../src/views/reports/EuPartsSection';
import { heldServices } from '../../support/modelReplay';
import { installDomShims } from '../../support/renderApp';
import { STORED } from '../../machines/reports/euPartsMachine.paths';
import { withStandIns } from '../../support/standIns';

const en = euMrvEnTexts.parts;
const zh = euMrvZhTexts.parts;

/**
 * Parts B and C on the EU MRV report page (docs/reports-eu.md §3.1): read-only after the draft,
 * the "not filled in" warning on a locked or submitted report without them (never on a draft).
 */
afterEach(cleanup);
installDomShims();
await loadAreaTexts('system', 'euMrv');
initI18n('en');

async function shown(dto: typeof STORED, status: 'draft' | 'locked' | 'submitted', editable: boolean) {
  const { pending, actors } = heldServices(['loadParts', 'saveParts']);
  const actor = createActor(withStandIns(euPartsMachine, actors), {
    input: { reportId: 41, editable },
  }).start();
  render(<EuPartsSectionView actorRef={actor} status={status} />);
  await act(async () => pending.loadParts!.resolve(dto));
  return actor;
}
const EMPTY = { ...STORED, verifier: null, sources: [], version: null, complete: false };

describe('EU MRV parts B and C section', () => {
  it('a locked report without parts B and C warns and offers no field', async () => {
    await shown(EMPTY, 'locked', false);
    expect(screen.getByTestId('euParts-missing').textContent).toBe(en.missing);
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: en.save })).toBeNull();
    expect(screen.getAllByText(en.notFilledIn)).toHaveLength(2);
  });

  it('a submitted report with the parts shows them as text, without the warning', async () => {
    await shown(STORED, 'submitted', false);
    expect(screen.queryByTestId('euParts-missing')).toBeNull();
    // The verifier as the company wrote it: marked as a user's words, not the UI's.
    expect(screen.getByText('DANAK 7508').closest('[data-user-text]')).not.toBeNull();
    expect(screen.getByText(en.method.A)).toBeTruthy();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
  });

  it('a draft never saved starts with the rows the ship’s equipment suggests', async () => {
    await shown({ ...EMPTY, suggestedSources: ['mainEngines', 'inertGasGenerators'] }, 'draft', true);
    const rows = screen.getByRole('table', { name: en.partC }).querySelectorAll('tbody th');
    expect([...rows].map((r) => r.textContent)).toEqual([
      en.sources.mainEngines,
      en.sources.inertGasGenerators,
    ]);
    expect(
      screen.getByRole('button', { name: en.add.replace('{{source}}', en.sources.boilers) }),
    ).toBeTruthy();
  });

  it('a draft without the parts: the form, no warning; Chinese words in Chinese', async () => {
    await i18n.changeLanguage('zh');
    await shown(EMPTY, 'draft', true);
    expect(screen.queryByTestId('euParts-missing')).toBeNull();
    expect(screen.getByLabelText(zh.verifier.accreditationNumber)).toBeTruthy();
    expect(screen.getByRole('button', { name: zh.save })).toBeTruthy();
    await i18n.changeLanguage('en');
  });
});
