import { useRef } from 'react';

/** One tab: its key, its words, and whether it holds an error (shown in the danger colour). */
export type Tab<K extends string> = { key: K; label: string; danger?: boolean };

/**
 * A row of tabs (role tablist) that the keyboard can walk: one tab in the Tab order, the arrow
 * keys (and Home, End) move to and select the next one. With an `id`, each tab is `${id}-${key}`
 * and controls the panel `${id}-panel`, which the caller renders.
 */
export function TabStrip<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  id,
}: {
  label: string;
  tabs: readonly Tab<K>[];
  selected: K;
  onSelect: (key: K) => void;
  id?: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const go = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    onSelect(tabs[next]!.key);
    refs.current[next]?.focus();
  };
  const at = tabs.findIndex((t) => t.key === selected);
  return (
    <div
      role="tablist"
      aria-label={label}
      style={{
        display: 'flex',
        gap: 4,
        flexWrap: 'wrap',
        margin: '8px 0 12px',
        borderBottom: '1px solid var(--borderColor-muted)',
      }}
    >
      {tabs.map((tab, i) => {
        const current = tab.key === selected;
        return (
          <button
            key={tab.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={id && `${id}-${tab.key}`}
            aria-selected={current}
            aria-controls={id && `${id}-panel`}
            tabIndex={current || (at < 0 && i === 0) ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(e) => {
              const to = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }[e.key];
              if (to === undefined) return;
              e.preventDefault();
              go(to);
            }}
            style={{
              padding: '4px 12px',
              border: 'none',
              borderBottom: `2px solid ${current ? 'var(--borderColor-accent-emphasis)' : 'transparent'}`,
              background: 'none',
              cursor: 'pointer',
              font: 'inherit',
              fontWeight: current ? 600 : undefined,
              color: tab.danger ? 'var(--fgColor-danger)' : 'var(--fgColor-default)',
            }}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
