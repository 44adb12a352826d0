import type { ReactNode } from 'react';

/** A row of filter fields that assistive technology finds as a named search landmark. */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="search"
      aria-label={label}
      style={{ display: 'flex', gap: 12, alignItems: 'flex-end', margin: '8px 0' }}
    >
      {children}
    </div>
  );
}
