import { Text } from '@primer/react';
import { PageLinks } from '../listForm/Pagination';
import { useAreaText } from '../shared/useAreaText';

/**
 * The problem table's pager: which rows are shown and the page links (links, so Tab reaches them
 * and Enter follows them), in the screen's language.
 */
export function IssuePager({
  page,
  pageCount,
  from,
  to,
  total,
  onPage,
}: {
  page: number;
  pageCount: number;
  from: number;
  to: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useAreaText('uploads');
  return (
    <nav aria-label={t('errors.pager.pages')} style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      <Text>{t('errors.pager.range', { from, to, total })}</Text>
      <PageLinks
        page={page}
        pageCount={pageCount}
        words={{
          previousPage: t('errors.pager.previousPage'),
          nextPage: t('errors.pager.nextPage'),
          pageN: (n) => t('errors.pager.pageN', { n }),
          previous: t('errors.pager.previous'),
          next: t('errors.pager.next'),
        }}
        onPage={onPage}
      />
    </nav>
  );
}
