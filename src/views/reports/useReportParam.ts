import { useLocation, useSearch } from 'wouter';

/** The open report of a screen lives in the URL (`?report=ID`), so a reload or a link shows it again. */
export function useReportParam(): [number | null, (id: number | null) => void] {
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const id = Number(params.get('report'));
  return [
    Number.isInteger(id) && id > 0 ? id : null,
    (next) => navigate(next === null ? location : `${location}?report=${next}`),
  ];
}
