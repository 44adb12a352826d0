import { useActorRef, useSelector } from '@xstate/react';
import { choicesMachine } from '../../machines/reports/choicesMachine';

/** A panel's typed choices, kept by its choices chart: the values and the way to change one. */
export function useChoices<K extends string>(
  initial: Record<K, string>,
): [Record<K, string>, (name: K, value: string) => void] {
  const actorRef = useActorRef(choicesMachine, { input: { values: initial } });
  const values = useSelector(actorRef, (s) => s.context.values) as Record<K, string>;
  return [values, (name, value) => actorRef.send({ type: 'choice.change', name, value })];
}
