import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { VoyageDataResult } from '../../domain/api';
import type { EpisodeInput, RecordInput } from '../../domain/schemas/voyageData';
import { loadAreaTexts } from '../../i18n/areaTexts';
import { isFieldPath, type LedgerFormKind } from '../../machines/ledger/ledgerDraft';
import { shownErrors, tabOf, TABS, type LedgerFormActor } from '../../machines/ledger/ledgerFormMachine';
import { providedLedgerFormMachine } from '../../machines/ledger/provided';
import { ConfirmationDialog, Dialog } from '../shared/Dialog';
import type { DialogShip } from './ShipLine';
import { useAreaText } from '../shared/useAreaText';
import { formMessage } from './formMessage';
import { ErrorBanner, InlineError } from '../shared/ErrorText';
import { TabStrip } from '../shared/TabStrip';

/** What the screen passes to each entry dialog (the lead wires them into the energy-efficiency screen). */
export interface LedgerDialogProps {
  open: boolean;
  ship: DialogShip;
  voyageNo?: string;
  /** The item being edited (same refCode on save); absent for a new one. */
  initial?: RecordInput | EpisodeInput;
  onClose(): void;
  onSaved(result: VoyageDataResult): void;
}

export type RenderTab = (tab: string, actorRef: LedgerFormActor) => ReactNode;

/** Texts of the dialogs load with them: the screen that opens one need not know the area. */
function useTexts() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void loadAreaTexts('ledgerForms', 'fleet', 'system').then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

/** The frame of the three entry dialogs: tabs, errors, save and the confirmation on closing. */
export function LedgerFormDialog(props: LedgerDialogProps & { form: LedgerFormKind; renderTab: RenderTab }) {
  const ready = useTexts();
  if (!props.open || !ready) return null;
  return <LedgerFormBody {...props} />;
}

function LedgerFormBody({
  form,
  ship,
  voyageNo,
  initial,
  onClose,
  onSaved,
  renderTab,
}: LedgerDialogProps & { form: LedgerFormKind; renderTab: RenderTab }) {
  const { t } = useAreaText('ledgerForms');
  const tabsId = useId();
  // The machine takes its input once, when the dialog opens.
  const input = useMemo(() => ({ form, ship: { id: ship.id, ref: ship.ref }, voyageNo, initial }), []); // eslint-disable-line react-hooks/exhaustive-deps
  const actorRef = useActorRef(providedLedgerFormMachine, { input });
  const value = useSelector(actorRef, (s) => s.value);
  const tab = useSelector(actorRef, (s) => s.context.tab);
  const busy = useSelector(actorRef, (s) => s.hasTag('busy'));
  const fuelsFailed = useSelector(actorRef, (s) => s.context.fuelsFailed);
  const errorCode = useSelector(actorRef, (s) => s.context.errorCode);
  const errorMessage = useSelector(actorRef, (s) => s.context.errorMessage);
  const errorPaths = useSelector(actorRef, (s) => Object.keys(shownErrors(s.context)).join('|'));
  const result = useSelector(actorRef, (s) => s.context.result);
  const otherErrors = useSelector(actorRef, (s) =>
    Object.entries(shownErrors(s.context))
      .filter(([p]) => !isFieldPath(p))
      .map(([p, m]) => `${p}\u0000${m}`)
      .join('\u0001'),
  );
  const tabs = TABS[form];
  const tabsWithErrors = new Set(errorPaths ? errorPaths.split('|').map((p) => tabOf(form, p)) : []);

  // The dialog ends by its machine: saved tells the screen (which reloads), closed just closes.
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    if (value === 'saved' && result) {
      done.current = true;
      onSaved(result);
    } else if (value === 'closed') {
      done.current = true;
      onClose();
    }
  }, [value, result, onSaved, onClose]);

  const title = t(`title.${form}${initial ? 'Edit' : 'New'}`);
  return (
    <>
      <Dialog
        title={title}
        width="xlarge"
        onClose={() => actorRef.send({ type: 'close' })}
        footerButtons={[
          { content: t('actions.cancel'), onClick: () => actorRef.send({ type: 'close' }), disabled: busy },
          {
            content: value === 'saving' ? t('actions.saving') : t('actions.save'),
            buttonType: 'primary',
            onClick: () => actorRef.send({ type: 'save' }),
            disabled: busy,
          },
        ]}
      >
        <p role="status" style={{ margin: 0, minHeight: 1 }}>
          {value === 'loading' ? t('loading') : fuelsFailed ? t('fuelsFailed') : ''}
        </p>
        {errorCode && (
          <ErrorBanner
            title={t('refused', { message: errorMessage ?? errorCode })}
            text={
              errorCode === 'invalid_voyage_data'
                ? t('errorsAbove')
                : t('refused', { message: errorMessage ?? errorCode })
            }
          />
        )}
        {otherErrors && (
          <InlineError as="ul" label={t('otherErrors')}>
            {otherErrors.split('\u0001').map((entry) => {
              const [path, message] = entry.split('\u0000') as [string, string];
              return <li key={path}>{`${path ? `${path}: ` : ''}${formMessage(t, message)}`}</li>;
            })}
          </InlineError>
        )}
        {value !== 'loading' && (
          <>
            <TabStrip
              label={t('tabs.label')}
              id={tabsId}
              tabs={tabs.map((k) => ({
                key: k,
                label: `${t(`tabs.${k}`, { defaultValue: `tabs.${k}` })}${tabsWithErrors.has(k) ? ' ⚠' : ''}`,
                danger: tabsWithErrors.has(k),
              }))}
              selected={tab}
              onSelect={(k) => actorRef.send({ type: 'tab', tab: k })}
            />
            <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab}`}>
              {renderTab(tab, actorRef)}
            </div>
          </>
        )}
      </Dialog>
      {value === 'confirmingClose' && (
        <ConfirmationDialog
          title={t('confirmClose.title')}
          confirmButtonContent={t('confirmClose.discard')}
          cancelButtonContent={t('confirmClose.keep')}
          confirmButtonType="danger"
          onClose={(gesture) => actorRef.send({ type: gesture === 'confirm' ? 'discard' : 'keep' })}
        >
          {t('confirmClose.body')}
        </ConfirmationDialog>
      )}
    </>
  );
}
