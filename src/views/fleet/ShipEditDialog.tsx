import { Button, Text } from '@primer/react';
import { Dialog } from '../shared/Dialog';
import type { DialogButtonProps } from '@primer/react';
import { useSelector } from '@xstate/react';
import { isItemTab } from '../../machines/fleet/shipEditForms';
import type { ShipEditActor } from '../../machines/fleet/shipEditMachine';
import { ConfirmDialog } from '../listForm/ConfirmDialog';
import { ShipEditTabs } from './ShipEditTabs';
import { useShipEditText } from './useShipEditText';
import { ErrorBanner } from '../shared/ErrorText';

const critical = (text: string) => <ErrorBanner text={text} />;

/**
 * The ship information dialog: tabs, a status line, the machine's error as a banner, and the
 * original's Save / Add / Delete / Close. Escape and the close button ask the machine to close,
 * which first asks about unsaved changes.
 */
export function ShipEditDialog({ actorRef }: { actorRef: ShipEditActor }) {
  const { t, lang, errorText } = useShipEditText();
  const state = useSelector(actorRef, (s) => s);
  const { context: c } = state;
  const send = actorRef.send;
  const name = c.ship ? String((lang === 'zh' && c.ship.nameZh) || c.ship.nameEn) : '';
  const title =
    c.shipId === null
      ? t('fleet:shipEdit.newTitle')
      : name
        ? t('fleet:shipEdit.titleOf', { name })
        : t('fleet:shipEdit.title');
  const lost = state.matches('notFound') || state.matches('failed');
  const shown = !lost && !state.matches('loading');
  const error = errorText(c.errorCode, c.errorMessage);
  const busy = state.hasTag('busy');
  const status = state.matches('loading')
    ? t('fleet:shipEdit.loading')
    : busy
      ? t('fleet:shipEdit.busy')
      : c.notice
        ? t(`fleet:shipEdit.${c.notice === 'photo' ? 'photoSaved' : c.notice}`)
        : '';

  const buttons: DialogButtonProps[] = [];
  if (shown && !c.readOnly) {
    buttons.push({
      content: t('fleet:shipEdit.save'),
      buttonType: 'primary',
      disabled: !state.can({ type: 'edit.save' }),
      loading: state.matches('saving'),
      onClick: () => send({ type: 'edit.save' }),
    });
    if (isItemTab(c.tab))
      buttons.push(
        {
          content: t('fleet:shipEdit.add'),
          disabled: !state.can({ type: 'item.new' }),
          onClick: () => send({ type: 'item.new' }),
        },
        {
          content: t('fleet:shipEdit.delete'),
          buttonType: 'danger',
          disabled: !state.can({ type: 'item.delete' }),
          onClick: () => send({ type: 'item.delete' }),
        },
      );
  }
  buttons.push({ content: t('fleet:shipEdit.close'), onClick: () => send({ type: 'edit.close' }) });

  return (
    <Dialog
      title={title}
      // The largest form of the product: as wide as the window allows.
      width="min(1200px, calc(100vw - 48px))"
      height="large"
      onClose={() => send({ type: 'edit.close' })}
      footerButtons={buttons}
    >
      {/* Always present (a live region must exist before it speaks), but no blank band when quiet. */}
      <Text as="p" role="status" style={{ margin: status ? '0 0 8px' : 0 }}>
        {status}
      </Text>
      {state.matches('notFound') && critical(t('fleet:shipEdit.notFound'))}
      {state.matches('failed') && (
        <>
          {critical(`${t('fleet:shipEdit.loadFailed')} ${error}`)}
          <Button onClick={() => send({ type: 'load.retry' })}>{t('fleet:shipEdit.retry')}</Button>
        </>
      )}
      {state.matches('conflict') && (
        <ErrorBanner
          variant="warning"
          title={t('fleet:shipEdit.conflictTitle')}
          text={t('fleet:shipEdit.conflict')}
        >
          <Button onClick={() => send({ type: 'conflict.reload' })}>{t('fleet:shipEdit.reload')}</Button>
        </ErrorBanner>
      )}
      {error && !lost && !state.matches('conflict') && critical(error)}
      {shown && <ShipEditTabs actorRef={actorRef} />}
      {state.matches('confirmingDiscard') && (
        <ConfirmDialog
          message={t('fleet:shipEdit.discard')}
          busy={false}
          onAccept={() => send({ type: 'discard.accept' })}
          onCancel={() => send({ type: 'discard.cancel' })}
        />
      )}
      {(state.matches('confirmingDelete') || state.matches('deleting')) && (
        <ConfirmDialog
          message={t('fleet:shipEdit.confirmDelete')}
          busy={state.matches('deleting')}
          onAccept={() => send({ type: 'confirm.accept' })}
          onCancel={() => send({ type: 'confirm.cancel' })}
        />
      )}
    </Dialog>
  );
}
