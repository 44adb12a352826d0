import { Button, Text } from '@primer/react';
import { Dialog } from '../shared/Dialog';
import type { DialogButtonProps } from '@primer/react';
import { useSelector } from '@xstate/react';
import { isItemTab } from '../../machines/fleet/shipEditForms';
import type { ShipEditActor } from '../../machines/fleet/shipEditMachine';
import { ConfirmDialog } from '../listForm/ConfirmDialog';
import { ShipEditTabs } from './ShipEditTabs';
import { useAreaText } from '../shared/useAreaText';
import { shipEditError } from './shipEditText';
import { ErrorBanner } from '../shared/ErrorText';

const critical = (text: string) => <ErrorBanner text={text} />;

/**
 * The ship information dialog: tabs, a status line, the machine's error as a banner, and the
 * original's Save / Add / Delete / Close. Escape and the close button ask the machine to close,
 * which first asks about unsaved changes.
 */
export function ShipEditDialog({ actorRef }: { actorRef: ShipEditActor }) {
  const text = useAreaText('fleet');
  const { t, lang } = text;
  const state = useSelector(actorRef, (s) => s);
  const { context: c } = state;
  const send = actorRef.send;
  const name = c.ship ? String((lang === 'zh' && c.ship.nameZh) || c.ship.nameEn) : '';
  const title =
    c.shipId === null ? t('shipEdit.newTitle') : name ? t('shipEdit.titleOf', { name }) : t('shipEdit.title');
  const lost = state.matches('notFound') || state.matches('failed');
  const shown = !lost && !state.matches('loading');
  const error = shipEditError(text, c.errorCode, c.errorMessage);
  const busy = state.hasTag('busy');
  const status = state.matches('loading')
    ? t('shipEdit.loading')
    : busy
      ? t('shipEdit.busy')
      : c.notice
        ? t(`shipEdit.${c.notice === 'photo' ? 'photoSaved' : c.notice}`)
        : '';

  const buttons: DialogButtonProps[] = [];
  if (shown && !c.readOnly) {
    buttons.push({
      content: t('shipEdit.save'),
      buttonType: 'primary',
      disabled: !state.can({ type: 'edit.save' }),
      loading: state.matches('saving'),
      onClick: () => send({ type: 'edit.save' }),
    });
    if (isItemTab(c.tab))
      buttons.push(
        {
          content: t('shipEdit.add'),
          disabled: !state.can({ type: 'item.new' }),
          onClick: () => send({ type: 'item.new' }),
        },
        {
          content: t('shipEdit.delete'),
          buttonType: 'danger',
          disabled: !state.can({ type: 'item.delete' }),
          onClick: () => send({ type: 'item.delete' }),
        },
      );
  }
  buttons.push({ content: t('shipEdit.close'), onClick: () => send({ type: 'edit.close' }) });

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
      {state.matches('notFound') && critical(t('shipEdit.notFound'))}
      {state.matches('failed') && (
        <>
          {critical(`${t('shipEdit.loadFailed')} ${error}`)}
          <Button onClick={() => send({ type: 'load.retry' })}>{t('shipEdit.retry')}</Button>
        </>
      )}
      {state.matches('conflict') && (
        <ErrorBanner variant="warning" title={t('shipEdit.conflictTitle')} text={t('shipEdit.conflict')}>
          <Button onClick={() => send({ type: 'conflict.reload' })}>{t('shipEdit.reload')}</Button>
        </ErrorBanner>
      )}
      {error && !lost && !state.matches('conflict') && critical(error)}
      {shown && <ShipEditTabs actorRef={actorRef} />}
      {state.matches('confirmingDiscard') && (
        <ConfirmDialog
          message={t('shipEdit.discard')}
          busy={false}
          onAccept={() => send({ type: 'discard.accept' })}
          onCancel={() => send({ type: 'discard.cancel' })}
        />
      )}
      {(state.matches('confirmingDelete') || state.matches('deleting')) && (
        <ConfirmDialog
          message={t('shipEdit.confirmDelete')}
          busy={state.matches('deleting')}
          onAccept={() => send({ type: 'confirm.accept' })}
          onCancel={() => send({ type: 'confirm.cancel' })}
        />
      )}
    </Dialog>
  );
}
