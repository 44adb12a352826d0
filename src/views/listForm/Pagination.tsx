import { Pagination as PrimerPagination, Text } from '@primer/react';
import { useSelector } from '@xstate/react';
import type { ListFormActor } from '../../machines/listForm/listFormMachine';
import { useSystemText } from './useSystemText';

/** Page links and the total; the page lives in the machine, so this is Primer's controlled pager. */
export function Pagination({ actorRef }: { actorRef: ListFormActor }) {
  const { t } = useSystemText();
  const total = useSelector(actorRef, (s) => s.context.total);
  const page = useSelector(actorRef, (s) => s.context.page);
  const size = useSelector(actorRef, (s) => s.context.size);
  const canPage = useSelector(actorRef, (s) => s.can({ type: 'page.go', page: 1 }));
  const pageCount = Math.max(1, Math.ceil(total / size));
  return (
    <nav aria-label={t('listForm.pagination')} style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      <Text>{t('listForm.total', { total })}</Text>
      {pageCount > 1 && (
        <PrimerPagination
          pageCount={pageCount}
          currentPage={page}
          showPages={{ narrow: false }}
          onPageChange={(e, n) => {
            e.preventDefault();
            if (canPage && n !== page) actorRef.send({ type: 'page.go', page: n });
          }}
        />
      )}
    </nav>
  );
}
