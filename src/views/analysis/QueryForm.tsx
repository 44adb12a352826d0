import { useState, type ReactNode } from 'react';
import { Button } from '@primer/react';
import { useAnalysisText } from './AnalysisParts';

/**
 * The analysis screens' one query form (trend, fuel, comparison, relevance, fleet charts): the
 * screen's fields in a row, then Statistics (submit) and Reset. Reset clears the fields and the
 * machine (`onReset`); what the fields are and what Statistics sends is the screen's.
 */
export function QueryForm({
  onRun,
  onReset,
  children,
}: {
  onRun: () => void;
  onReset: () => void;
  children: ReactNode;
}) {
  const { ta } = useAnalysisText();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onRun();
      }}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end' }}
    >
      {children}
      <Button type="submit" variant="primary">
        {ta('form.run')}
      </Button>
      <Button type="button" onClick={onReset}>
        {ta('form.reset')}
      </Button>
    </form>
  );
}

/** A form's values with a setter per field and a reset to the blank values. */
export function useQueryFields<F extends Record<string, string>>(blank: () => F) {
  const [form, setForm] = useState(blank);
  const set = (name: keyof F) => (value: string) => setForm((f) => ({ ...f, [name]: value }));
  const reset = () => setForm(blank());
  return { form, set, reset };
}
