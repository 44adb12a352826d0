import { Pagination as PrimerPagination, Select, Text, type PaginationProps } from '@primer/react';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ListFormActor } from '../../machines/listForm/listFormMachine';
import { PAGE_SIZES } from '../../machines/listForm/listFormMachine.types';
import { useSystemText } from './useSystemText';

type PageProps = Parameters<NonNullable<PaginationProps['renderPage']>>[0];

/**
 * Primer's pager writes "Previous", "Next" and "Page 2" in English whatever the language: each
 * link is drawn here with the same props and the screen's words.
 */
export const PageLink =
  (t: (key: string, o?: Record<string, unknown>) => string, prefix = 'listForm') =>
  ({ key, children: _english, number, ...props }: PageProps) => {
    const rel = (props as { rel?: string }).rel;
    const label =
      rel === 'prev'
        ? t(`${prefix}.previousPage`)
        : rel === 'next'
          ? t(`${prefix}.nextPage`)
          : t(`${prefix}.pageN`, { n: number });
    const text =
      rel === 'prev'
        ? `‹ ${t(`${prefix}.previous`)}`
        : rel === 'next'
          ? `${t(`${prefix}.next`)} ›`
          : String(number);
    const hidden = (props as { 'aria-hidden'?: string })['aria-hidden'] === 'true';
    return (
      <a key={key} {...props} aria-label={hidden ? undefined : label}>
        {text}
      </a>
    );
  };

/**
 * Page links, the total and the page-size choice. Page and size live in the machine, so this is
 * Primer's controlled pager plus a native select (keyboard reachable as any form control).
 */
export function Pagination({ actorRef }: { actorRef: ListFormActor }) {
  const { t } = useSystemText();
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
        <PrimerPagination
          pageCount={pageCount}
          currentPage={page}
          showPages={{ narrow: false }}
          renderPage={PageLink(t)}
          onPageChange={(e, n) => {
            e.preventDefault();
            if (canPage && n !== page) actorRef.send({ type: 'page.go', page: n });
          }}
        />
      )}
    </nav>
  );
}
