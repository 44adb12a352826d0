import { useLocation, useSearch } from 'wouter';

/**
 * The open report of a screen lives in the URL (`?report=ID`), so a reload or a link shows it
 * again; `&next=1` asks the page to start the report's next action (a list's Next action button).
 */
export function useReportParam(): [
  number | null,
  (id: number | null, opts?: { next?: boolean }) => void,
  boolean,
] {
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const id = Number(params.get('report'));
  return [
    Number.isInteger(id) && id > 0 ? id : null,
    (next, opts) =>
      navigate(next === null ? location : `${location}?report=${next}${opts?.next ? '&next=1' : ''}`),
    params.get('next') === '1',
  ];
}
