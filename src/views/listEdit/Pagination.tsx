import { Pagination as PrimerPagination, Text } from '@primer/react';
import { useSelector } from '@xstate/react';
import type { ListEditActor } from '../../machines/listEdit/listEditMachine';
import { useAdminText } from './useAdminText';

/** Page links and the total; the page lives in the machine, so this is Primer's controlled pager. */
export function Pagination({ actorRef }: { actorRef: ListEditActor }) {
  const { t } = useAdminText();
  const total = useSelector(actorRef, (s) => s.context.total);
  const page = useSelector(actorRef, (s) => s.context.page);
  const size = useSelector(actorRef, (s) => s.context.size);
  const canPage = useSelector(actorRef, (s) => s.can({ type: 'page.go', page: 1 }));
  const pageCount = Math.max(1, Math.ceil(total / size));
  return (
    <nav aria-label={t('listEdit.pagination')} style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      <Text>{t('listEdit.total', { total })}</Text>
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
