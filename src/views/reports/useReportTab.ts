import { useActorRef, useSelector } from '@xstate/react';
import { reportTabMachine } from '../../machines/reports/reportTabMachine';

/** A report screen's open tab, kept by its own tab chart: the tab and the way to open another. */
export function useReportTab<T extends string>(initial: T): [T, (tab: T) => void] {
  const actorRef = useActorRef(reportTabMachine, { input: { tab: initial } });
  const tab = useSelector(actorRef, (s) => s.context.tab) as T;
  return [tab, (next: T) => actorRef.send({ type: 'tab.open', tab: next })];
}
