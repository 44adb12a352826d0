import { Pagination as PrimerPagination, Select, Text, type PaginationProps } from '@primer/react';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ListFormActor } from '../../machines/listForm/listFormMachine';
import { PAGE_SIZES } from '../../machines/listForm/listFormMachine.types';
import { useAreaText } from '../shared/useAreaText';

type PageProps = Parameters<NonNullable<PaginationProps['renderPage']>>[0];

/** A pager's words in the screen's language (each area that shows a pager has its own). */
export interface PageWords {
  previousPage: string;
  nextPage: string;
  pageN: (n: number) => string;
  previous: string;
  next: string;
}

/**
 * Primer's pager writes "Previous", "Next" and "Page 2" in English whatever the language: each
 * link is drawn here with the same props and the screen's words.
 */
export const PageLink =
  (words: PageWords) =>
  ({ key, children: _english, number, ...props }: PageProps) => {
    const rel = (props as { rel?: string }).rel;
    const label = rel === 'prev' ? words.previousPage : rel === 'next' ? words.nextPage : words.pageN(number);
    const text = rel === 'prev' ? `‹ ${words.previous}` : rel === 'next' ? `${words.next} ›` : String(number);
    const hidden = (props as { 'aria-hidden'?: string })['aria-hidden'] === 'true';
    return (
      <a key={key} {...props} aria-label={hidden ? undefined : label}>
        {text}
      </a>
    );
  };

/** Primer's page links in the screen's words; `onPage` is told of a page other than the current one. */
export function PageLinks({
  page,
  pageCount,
  words,
  onPage,
}: {
  page: number;
  pageCount: number;
  words: PageWords;
  onPage: (page: number) => void;
}) {
  return (
    <PrimerPagination
      pageCount={pageCount}
      currentPage={page}
      showPages={{ narrow: false }}
      renderPage={PageLink(words)}
      onPageChange={(e, n) => {
        e.preventDefault();
        if (n !== page) onPage(n);
      }}
    />
  );
}

/**
 * Page links, the total and the page-size choice. Page and size live in the machine, so this is
 * Primer's controlled pager plus a native select (keyboard reachable as any form control).
 */
export function Pagination({ actorRef }: { actorRef: ListFormActor }) {
  const { t } = useAreaText('kit');
  const sizeId = useId();
  const total = useSelector(actorRef, (s) => s.context.total);
  const page = useSelector(actorRef, (s) => s.context.page);
  const size = useSelector(actorRef, (s) => s.context.size);
  const canPage = useSelector(actorRef, (s) => s.can({ type: 'page.go', page: 1 }));
  const pageCount = Math.max(1, Math.ceil(total / size));
  return (
    <nav aria-label={t('listForm.pagination')} style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      <Text>{t('listForm.total', { total })}</Text>
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        <Text as="label" htmlFor={sizeId}>
          {t('listForm.pageSize')}
        </Text>
        <Select
          id={sizeId}
          value={String(size)}
          disabled={!canPage}
          onChange={(e) => actorRef.send({ type: 'page.size', size: Number(e.target.value) })}
        >
          {PAGE_SIZES.map((n) => (
            <Select.Option key={n} value={String(n)}>
              {t('listForm.pageSizeOption', { size: n })}
            </Select.Option>
          ))}
        </Select>
      </span>
      {pageCount > 1 && (
        <PageLinks
          page={page}
          pageCount={pageCount}
          words={{
            previousPage: t('listForm.previousPage'),
            nextPage: t('listForm.nextPage'),
            pageN: (n) => t('listForm.pageN', { n }),
            previous: t('listForm.previous'),
            next: t('listForm.next'),
          }}
          onPage={(n) => {
            if (canPage) actorRef.send({ type: 'page.go', page: n });
          }}
        />
      )}
    </nav>
  );
}
