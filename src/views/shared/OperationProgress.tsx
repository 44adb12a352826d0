import { ProgressBar, Text } from '@primer/react';

/**
 * Progress of an operation that takes seconds: with `done` of `total` (a job's own figures) the bar
 * fills by them; without, the bar runs (animated) for a request whose length nobody knows, so the
 * user sees the work is under way. `label` says what runs, for the eye and for assistive tools.
 */
export function OperationProgress({ label, done, total }: { label: string; done?: number; total?: number }) {
  const known = done !== undefined && total !== undefined && total > 0;
  const percent = known ? Math.min(100, Math.round((done / total) * 100)) : 100;
  return (
    <div role="status" style={{ margin: '8px 0', maxWidth: 480 }}>
      <Text as="p" style={{ margin: '0 0 4px' }}>
        {label}
      </Text>
      <ProgressBar
        aria-label={label}
        aria-valuetext={known ? `${done} / ${total}` : label}
        progress={percent}
        animated={!known}
        barSize="small"
      />
    </div>
  );
}
