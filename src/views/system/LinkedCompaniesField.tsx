import type { Row } from '../../domain/api';
import { useState } from 'react';
import { Button, Checkbox, FormControl, Text, TextInput } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import { companyOptionsMachine } from '../../machines/system/provided';
import type { FieldProps } from '../listForm/types';
import { configText } from '../listForm/configText';
import { useAreaText } from '../shared/useAreaText';
import { InlineError } from '../shared/ErrorText';

/** How many matches the picker lists at once; the filter narrows the rest. */
const SHOWN = 20;

/**
 * The user's linked shipping companies (docs/legacy-system.md §8): a table of the linked ones with
 * per-row and batch removal, and a "Shipping company" picker (filter, then tick many). The value
 * is the id list the API takes as `companyIds`, in the order linked (the first is the account's).
 */
export function LinkedCompaniesField({ field, value, error, disabled, onChange, readOnly }: FieldProps) {
  const { t, lang } = useAreaText('system');
  const [filter, setFilter] = useState('');
  // Rows ticked for "Remove selected": the dialog's own passing state, not the record's.
  const [marked, setMarked] = useState<number[]>([]);
  const options = useActorRef(companyOptionsMachine);
  const companies = useSelector(options, (s) => (s.context.data as Row[] | null) ?? []);
  const failed = useSelector(options, (s) => s.matches('failed'));
  const ids = ((value as number[] | null | undefined) ?? []).map(Number);
  const byId = new Map(companies.map((c) => [c.id, c]));
  const nameOf = (c: Row | undefined, id: number) =>
    String((c && (lang === 'zh' ? c.nameZh || c.nameEn : c.nameEn || c.nameZh)) ?? id);
  const set = (next: number[]) => onChange([...new Set(next)]);
  const remove = (gone: number[]) => {
    set(ids.filter((id) => !gone.includes(id)));
    setMarked((m) => m.filter((id) => !gone.includes(id)));
  };
  const needle = filter.trim().toLowerCase();
  const matches = companies.filter((c) =>
    [c.code, c.nameZh, c.nameEn].some((v) =>
      String(v ?? '')
        .toLowerCase()
        .includes(needle),
    ),
  );
  const label = configText(t, field.label);

  return (
    <fieldset disabled={disabled} style={{ gridColumn: '1 / -1', border: 0, padding: 0, margin: 0 }}>
      {!readOnly && <legend style={{ fontWeight: 600 }}>{label}</legend>}
      {ids.length === 0 ? (
        <Text as="p">{t(`users.companies.none`)}</Text>
      ) : (
        <table aria-label={label} style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              {!readOnly && <th />}
              <th style={{ textAlign: 'left' }}>{t(`users.companies.code`)}</th>
              <th style={{ textAlign: 'left' }}>{t(`users.companies.nameZh`)}</th>
              <th style={{ textAlign: 'left' }}>{t(`users.companies.nameEn`)}</th>
              {!readOnly && <th />}
            </tr>
          </thead>
          <tbody>
            {ids.map((id) => {
              const c = byId.get(id);
              return (
                <tr key={id}>
                  {!readOnly && (
                    <td>
                      <Checkbox
                        aria-label={t(`users.companies.select`, { name: nameOf(c, id) })}
                        checked={marked.includes(id)}
                        onChange={(e) =>
                          setMarked((m) => (e.target.checked ? [...m, id] : m.filter((x) => x !== id)))
                        }
                      />
                    </td>
                  )}
                  <td>{String(c?.code ?? '')}</td>
                  <td>{String(c?.nameZh ?? '')}</td>
                  <td>{String(c?.nameEn ?? (c ? '' : id))}</td>
                  {!readOnly && (
                    <td>
                      <Button
                        size="small"
                        aria-label={`${t(`users.companies.remove`)} ${nameOf(c, id)}`}
                        onClick={() => remove([id])}
                      >
                        {t(`users.companies.remove`)}
                      </Button>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {!readOnly && (
        <>
          {marked.length > 0 && (
            <Button size="small" variant="danger" onClick={() => remove(marked)}>
              {t(`users.companies.removeSelected`)}
            </Button>
          )}
          {error && <InlineError>{error}</InlineError>}
          <FormControl>
            <FormControl.Label>{t(`users.companies.picker`)}</FormControl.Label>
            <TextInput
              placeholder={t(`users.companies.filter`)}
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
            />
          </FormControl>
          {failed && <Text as="p">{t(`users.companies.loadFailed`)}</Text>}
          <div
            role="group"
            aria-label={t(`users.companies.picker`)}
            style={{ maxHeight: 200, overflowY: 'auto' }}
          >
            {matches.slice(0, SHOWN).map((c) => (
              <FormControl key={c.id}>
                <Checkbox
                  checked={ids.includes(c.id)}
                  onChange={(e) => (e.target.checked ? set([...ids, c.id]) : remove([c.id]))}
                />
                <FormControl.Label>
                  {nameOf(c, c.id)} {c.code ? `(${String(c.code)})` : ''}
                </FormControl.Label>
              </FormControl>
            ))}
            {matches.length > SHOWN && (
              <Text as="p">{t(`users.companies.more`, { count: matches.length - SHOWN })}</Text>
            )}
          </div>
        </>
      )}
    </fieldset>
  );
}
