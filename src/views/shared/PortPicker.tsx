import { useEffect, useId } from 'react';
import { FormControl, Text, TextInput } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { PortOption } from '../../domain/api';
import { portSearchMachine } from '../../machines/fleet/provided';
import type { FieldProps } from '../listForm/types';
import { configText } from '../listForm/configText';
import { useAreaText } from './useAreaText';

/** How many suggestions one search shows. */
const SUGGESTIONS = 20;
/** A whole UN/LOCODE typed by hand is taken at once (the server checks it exists). */
const LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;

/**
 * Code, name, subdivision and country: two ports of one name differ in one of them. Where the
 * reference data lists one port under two codes (Dalian: CNDLC and CNDAL, same subdivision and
 * place), the other code names the main one, `CNDAL = CNDLC Dalian, Liaoning, China`.
 */
export const portLabel = (p: PortOption, lang: 'zh' | 'en') => {
  const name = lang === 'zh' ? p.cnName || p.enName : p.enName;
  const country = lang === 'zh' ? p.countryCn || p.countryEn : p.countryEn;
  const where = [p.province, country].filter(Boolean).join(', ');
  const code = p.sameAs && p.sameAs !== p.code ? `${p.code} = ${p.sameAs}` : p.code;
  return `${code} ${name}${where ? `, ${where}` : ''}`;
};

/**
 * The home port: a combobox that searches the port dictionary by code or name as one types and
 * lists the matches; choosing one stores its UN/LOCODE. Leaving the box without choosing shows
 * the stored port again; emptying it clears the field.
 */
export function PortPicker({
  field,
  value,
  error,
  disabled,
  onChange,
  onPick,
}: FieldProps & {
  /** A port chosen from the list, with what the dictionary says of it (instead of `onChange`). */
  onPick?: (port: PortOption) => void;
}) {
  const { t, lang } = useAreaText('fleet');
  const listId = useId();
  const code = typeof value === 'string' && value ? value : null;
  const actorRef = useActorRef(portSearchMachine(SUGGESTIONS), { input: { resolve: code } });
  const text = useSelector(actorRef, (s) => s.context.text);
  const results = useSelector(actorRef, (s) => s.context.results);
  const known = useSelector(actorRef, (s) => (code ? s.context.known[code] : undefined));
  const active = useSelector(actorRef, (s) => s.context.active);
  const failed = useSelector(actorRef, (s) => s.context.failed);
  const open = useSelector(actorRef, (s) => s.hasTag('open'));
  const busy = useSelector(actorRef, (s) => s.hasTag('busy'));
  useEffect(() => {
    if (code) actorRef.send({ type: 'resolve', code });
  }, [actorRef, code]);
  const shown = text ?? (code ? (known ? portLabel(known, lang) : code) : '');

  const pick = (p: PortOption) => {
    if (onPick) onPick(p);
    else onChange(p.code);
    actorRef.send({ type: 'close' });
  };
  const optionId = (i: number) => `${listId}-${i}`;
  return (
    <div style={{ position: 'relative' }}>
      <FormControl required={field.required} disabled={disabled}>
        <FormControl.Label>{configText(t, field.label)}</FormControl.Label>
        <TextInput
          block
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          placeholder={t('shipEdit.port.placeholder')}
          value={shown}
          onChange={(e) => {
            const typed = e.target.value;
            actorRef.send({ type: 'type', text: typed });
            const upper = typed.trim().toUpperCase();
            if (upper === '') onChange(null);
            else if (LOCODE.test(upper)) onChange(upper);
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
              actorRef.send({ type: 'move', by: e.key === 'ArrowDown' ? 1 : -1 });
            } else if (e.key === 'Enter' && open && active >= 0 && results[active]) {
              e.preventDefault();
              pick(results[active]);
            } else if (e.key === 'Escape' && open) {
              e.preventDefault();
              actorRef.send({ type: 'close' });
            }
          }}
          onBlur={() => actorRef.send({ type: 'close' })}
        />
        {error && <FormControl.Validation variant="error">{error}</FormControl.Validation>}
      </FormControl>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('shipEdit.port.suggestions')}
        hidden={!open}
        style={{
          position: 'absolute',
          zIndex: 10,
          left: 0,
          right: 0,
          top: '100%',
          margin: 0,
          padding: 4,
          listStyle: 'none',
          maxHeight: 240,
          overflowY: 'auto',
          background: 'var(--overlay-bgColor)',
          border: '1px solid var(--borderColor-default)',
          borderRadius: 6,
          boxShadow: 'var(--shadow-floating-small, 0 1px 3px rgba(0,0,0,.2))',
        }}
      >
        {results.map((p, i) => (
          <li
            key={p.code}
            id={optionId(i)}
            role="option"
            aria-selected={i === active || p.code === code}
            // mousedown, not click: the box's blur would close the list before a click lands.
            onMouseDown={(e) => {
              e.preventDefault();
              pick(p);
            }}
            style={{
              padding: '4px 8px',
              cursor: 'pointer',
              borderRadius: 4,
              background: i === active ? 'var(--bgColor-accent-muted)' : undefined,
            }}
          >
            {portLabel(p, lang)}
          </li>
        ))}
        {open && !busy && results.length === 0 && (
          <li role="presentation" style={{ padding: '4px 8px' }}>
            <Text>{t(failed ? 'shipEdit.port.failed' : 'shipEdit.port.none')}</Text>
          </li>
        )}
        {busy && (
          <li role="presentation" style={{ padding: '4px 8px' }}>
            <Text>{t('shipEdit.port.searching')}</Text>
          </li>
        )}
      </ul>
    </div>
  );
}
