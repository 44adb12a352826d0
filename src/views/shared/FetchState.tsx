import type { ReactNode } from 'react';
import { Spinner } from '@primer/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { fetched, type fetchMachine } from '../../machines/fetchMachine';
import type { pagedFetchMachine } from '../../machines/pagedFetchMachine';
import { useErrorText } from './ErrorText';
import { LoadFailed } from './LoadFailed';

/**
 * A fetch machine's three states for the portal and dashboard reads: a spinner while loading, the
 * reason and Retry when it failed, else `children` with the data.
 */
export function FetchState<T>({
  actor,
  children,
}: {
  actor: ActorRefFrom<typeof fetchMachine> | ActorRefFrom<typeof pagedFetchMachine>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const state = useSelector(actor, (s) => s);
  const data = fetched<T>(state);
  if (state.hasTag('busy')) return <Spinner aria-label={t('app.loading')} />;
  if (state.matches('failed') || data === null)
    return (
      <LoadFailed
        text={errorText(state.context.errorCode)}
        retryLabel={t('common.retry')}
        onRetry={() => actor.send({ type: 'fetch.retry' })}
      />
    );
  return <>{children(data)}</>;
}
