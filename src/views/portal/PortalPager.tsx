import { Text } from '@primer/react';
import { PageLinks } from '../listForm/Pagination';
import { useAreaText } from '../shared/useAreaText';

/**
 * The portal's pager: the back office's page links in the portal's own texts (the portal does not
 * load the back office's). Shown only when there is more than one page.
 */
export function PortalPager({
  page,
  size,
  total,
  onPage,
}: {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useAreaText('documents');
  const pageCount = Math.max(1, Math.ceil(total / size));
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('portal.pager.pagination')} style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      <Text>{t('portal.pager.total', { count: total })}</Text>
      <PageLinks
        page={page}
        pageCount={pageCount}
        words={{
          previousPage: t('portal.pager.previousPage'),
          nextPage: t('portal.pager.nextPage'),
          pageN: (n) => t('portal.pager.pageN', { n }),
          previous: t('portal.pager.previous'),
          next: t('portal.pager.next'),
        }}
        onPage={onPage}
      />
    </nav>
  );
}
