import type { ReactNode } from 'react';

/** A row of filter fields (the list-and-form screens have their own, machine-driven FilterBar) that assistive technology finds as a named search landmark. */
export function SearchFields({ label, children }: { label: string; children: ReactNode }) {
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
