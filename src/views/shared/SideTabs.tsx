import { CounterLabel } from '@primer/react';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import css from './SideTabs.module.css';

export interface SideTab {
  value: string;
  label: string;
  counter?: number;
}

/**
 * Tabs as a list down the left side (the ship dialog's eleven tabs did not fit
 * across). WAI-ARIA tabs with manual activation: arrows and Home/End move focus only, Enter or Space
 * (or a press) asks for the tab, so passing over a tab never triggers a "discard changes?" question.
 * The selected tab is the caller's (a machine's): `onSelect` only asks.
 */
export function SideTabs({
  label,
  tabs,
  value,
  onSelect,
  children,
}: {
  label: string;
  tabs: SideTab[];
  value: string;
  onSelect: (value: string) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}) {
  const list = useRef<HTMLDivElement>(null);
  const id = (v: string) => `side-tab-${v}`;
  const move = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const last = tabs.length - 1;
    const to =
      e.key === 'ArrowDown'
        ? i === last
          ? 0
          : i + 1
        : e.key === 'ArrowUp'
          ? i === 0
            ? last
            : i - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (to === null) return;
    e.preventDefault();
    list.current?.querySelectorAll<HTMLButtonElement>('[role=tab]')[to]?.focus();
  };
  return (
    <div className={css.layout}>
      <div className={css.list} role="tablist" aria-label={label} aria-orientation="vertical" ref={list}>
        {tabs.map((tab, i) => (
          <button
            className={css.tab}
            key={tab.value}
            type="button"
            role="tab"
            id={id(tab.value)}
            aria-selected={tab.value === value}
            aria-controls={`${id(tab.value)}-panel`}
            tabIndex={tab.value === value ? 0 : -1}
            // Pressed, not clicked: the selection follows the pointer going down, as Primer's tabs do.
            onMouseDown={() => tab.value !== value && onSelect(tab.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                if (tab.value !== value) onSelect(tab.value);
              } else move(e, i);
            }}
          >
            <span>{tab.label}</span>
            {tab.counter ? <CounterLabel>{tab.counter}</CounterLabel> : null}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id(value)}-panel`} aria-labelledby={id(value)} style={{ minWidth: 0 }}>
        {children}
      </div>
    </div>
  );
}
