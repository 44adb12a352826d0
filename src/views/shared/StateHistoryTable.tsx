/** The columns a workflow history can show; each screen picks its own set and order. */
import { Table, Th, Td } from './Table';
export type StateHistoryColumn = 'at' | 'event' | 'change' | 'actor' | 'role' | 'comment';

/** One history entry as the texts of its cells (the caller formats times and translates words). */
export type StateHistoryCells = { id: number } & Partial<Record<StateHistoryColumn, string>>;

/**
 * A workflow state history (account freezes, voyage and snapshot locks) as a table, one row per
 * transition. Only the layout is shared: where the entries come from and how their words read
 * stays with each screen.
 */
export function StateHistoryTable({
  label,
  columns,
  heading,
  rows,
}: {
  label: string;
  columns: readonly StateHistoryColumn[];
  heading: (column: StateHistoryColumn) => string;
  rows: StateHistoryCells[];
}) {
  return (
    <Table label={label}>
      <thead>
        <tr>
          {columns.map((c) => (
            <Th key={c} scope="col">
              {heading(c)}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}>
            {columns.map((c) => (
              <Td key={c}>{r[c] ?? ''}</Td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
