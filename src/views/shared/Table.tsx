import type { CSSProperties, ReactNode, ThHTMLAttributes, TdHTMLAttributes } from 'react';

/**
 * The one cell look of the back office's plain tables: left aligned, padded, a rule below. `Th`
 * and `Td` wear it; a cell that must stay a raw `<td>` spreads it.
 */
export const cell: CSSProperties = {
  textAlign: 'left',
  padding: '4px 8px',
  borderBottom: '1px solid var(--borderColor-default)',
};

/**
 * A plain data table named for assistive technology; its rows are the caller's `<tr>`s of `Th`
 * and `Td`. The list-and-form screens use listForm's DataTable, which adds sorting and selection.
 */
export function Table({
  label,
  children,
  style,
}: {
  label: string;
  children: ReactNode;
  style?: CSSProperties;
}) {
  return (
    <table aria-label={label} style={{ width: '100%', borderCollapse: 'collapse', ...style }}>
      {children}
    </table>
  );
}

/** A header cell in the table's one cell look; `style` adds to it. */
export function Th({ style, ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th {...rest} style={{ ...cell, ...style }} />;
}

/** A data cell in the table's one cell look; `style` adds to it. */
export function Td({ style, ...rest }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td {...rest} style={{ ...cell, ...style }} />;
}
