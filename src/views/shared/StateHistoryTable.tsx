/** The columns a workflow history can show; each screen picks its own set and order. */
export type StateHistoryColumn = 'at' | 'event' | 'change' | 'actor' | 'role' | 'comment';

/** One history entry as the texts of its cells (the caller formats times and translates words). */
export type StateHistoryCells = { id: number } & Partial<Record<StateHistoryColumn, string>>;

const cell = { textAlign: 'left' as const, padding: '4px 8px', borderBottom: '1px solid #d0d7de' };

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
    <table aria-label={label} style={{ width: '100%', borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} style={cell} scope="col">
              {heading(c)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}>
            {columns.map((c) => (
              <td key={c} style={cell}>
                {r[c] ?? ''}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
