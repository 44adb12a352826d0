import { fireEvent, render, screen, within } from '@testing-library/react';
import { createActor } from 'xstate';
import kitEn from '../../../src/i18n/kit/en.json';
import fleet from '../../../src/i18n/fleet/en.json';
import { shipEditMachine, type ShipEditContext } from '../../../src/machines/fleet/shipEditMachine';
import { ShipEditDialog } from '../../../src/views/fleet/ShipEditDialog';
import { heldServices, pathName, replayPath } from '../../support/modelReplay';
import { uncoveredTransitions } from '../../support/graph';
import { INPUT } from './shipEditMachine.fixtures';
import { setUpShipFormTests } from '../../support/fleet/shipEditLookups';
import { options, paths } from './shipEditMachine.paths';
import { withStandIns } from '../../support/standIns';

setUpShipFormTests();

const S = fleet.shipEdit;
const L = kitEn.listForm;
const TAB_LABEL: Record<string, string> = { basic: S.basic, tfc: S.tfc, ...fleet.equipment.kinds };
const SERVICES = ['loadShip', 'saveTab', 'deleteItem', 'uploadPhoto'];

describe('shipEditMachine graph', () => {
  it('drives every state-changing transition (state value × event type)', () => {
    expect(uncoveredTransitions(shipEditMachine, options, paths)).toEqual([]);
  });
});

describe('shipEditMachine ⇄ ShipEditDialog', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const { pending, actors } = heldServices(SERVICES);
    const actor = createActor(withStandIns(shipEditMachine, actors), { input: INPUT }).start();
    render(<ShipEditDialog actorRef={actor} />);

    const dialog = () => screen.getByRole('dialog');
    const button = (name: string) => within(dialog()).getAllByRole('button', { name })[0];
    const confirm = (name: string) =>
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name }));
    const c = () => actor.getSnapshot().context as ShipEditContext;
    const drive: Record<string, (e: any) => void> = {
      // Primer tabs select on mouse down (as a real click does first), not on click.
      'tab.select': (e) =>
        fireEvent.mouseDown(screen.getByRole('tab', { name: new RegExp(`^${TAB_LABEL[e.tab]}`) })),
      'item.select': (e) =>
        c().tab === 'tfc'
          ? fireEvent.click(
              within(screen.getByRole('table', { name: S.tfc })).getByRole('button', { name: S.edit }),
            )
          : fireEvent.change(screen.getByRole('combobox', { name: S.unit }), {
              target: { value: String(e.id) },
            }),
      'item.new': () => fireEvent.click(button(S.add)),
      'item.delete': () => fireEvent.click(button(S.delete)),
      'field.change': (e) => {
        const label = {
          remark: c().tab === 'basic' ? fleet.fields.remark : fleet.equipment.fields.remark,
          meDaily: S.tfcFields.meDaily,
          speed: S.tfcFields.speed,
          model: fleet.equipment.fields.model,
        }[e.name as string]!;
        fireEvent.change(within(dialog()).getByLabelText(new RegExp(`^${label.replace(/[()/]/g, '.')}`)), {
          target: { value: e.value },
        });
      },
      'edit.save': () => fireEvent.click(button(S.save)),
      'edit.close': () => fireEvent.click(button(S.close)),
      'discard.accept': () => confirm(L.confirm),
      'discard.cancel': () => confirm(L.cancel),
      'confirm.accept': () => confirm(L.confirm),
      'confirm.cancel': () => confirm(L.cancel),
      'conflict.reload': () => fireEvent.click(button(S.reload)),
      'load.retry': () => fireEvent.click(button(S.retry)),
      'photo.upload': (e) =>
        fireEvent.change(within(dialog()).getByLabelText(S.photo), { target: { files: [e.file] } }),
    };
    await replayPath(path, actor, pending, drive);

    // The view shows what the state says; messages come from the real actor's context.
    const s = actor.getSnapshot();
    if (s.status === 'done') {
      expect(actor.getSnapshot().matches('closed')).toBe(true);
      return;
    }
    const status = within(dialog()).getByRole('status').textContent;
    if (s.matches('loading')) expect(status).toBe(S.loading);
    else if (s.hasTag('busy')) expect(status).toBe(S.busy);
    const alerts = () =>
      within(dialog())
        .getAllByRole('alert')
        .map((a) => a.textContent)
        .join(' ');
    if (s.matches('notFound')) {
      expect(alerts()).toContain(S.notFound);
      expect(screen.queryByRole('tablist')).toBeNull(); // no data of a ship the user may not see
    }
    if (s.matches('failed')) expect(alerts()).toContain(S.loadFailed);
    if (s.matches('conflict')) expect(alerts()).toContain(S.conflict);
    if (s.matches('confirmingDiscard'))
      expect(screen.getByRole('alertdialog').textContent).toContain(S.discard);
    if (s.matches('confirmingDelete'))
      expect(screen.getByRole('alertdialog').textContent).toContain(S.confirmDelete);
    if (s.matches('editing')) {
      const ctx = s.context as ShipEditContext;
      expect(screen.getByRole('tab', { selected: true }).textContent).toMatch(
        new RegExp(`^${TAB_LABEL[ctx.tab]}`),
      );
      if (ctx.tab === 'aux_engine')
        expect((screen.getByRole('combobox', { name: S.unit }) as HTMLSelectElement).value).toBe(
          ctx.itemId === null ? '' : String(ctx.itemId),
        );
      for (const message of Object.values(ctx.fieldErrors))
        expect(
          within(dialog()).getAllByText(message === 'msg.required' ? kitEn.validation.msg.required : message)
            .length,
        ).toBeGreaterThan(0);
      const code = ctx.errorCode;
      if (code) {
        const text = {
          conflict: kitEn.errors.conflict,
          not_found: kitEn.errors.not_found,
          network: 'Network',
          file_type: S.errors.file_type,
          file_too_large: S.errors.file_too_large,
        }[code];
        if (code !== 'network') expect(alerts()).toContain(text);
        else expect(alerts().length).toBeGreaterThan(0);
      }
      if (ctx.notice)
        expect(status).toBe({ saved: S.saved, deleted: S.deleted, photo: S.photoSaved }[ctx.notice]);
    }
    actor.stop();
  });
});
