import { useEffect, useState } from 'react';
import { Button, FormControl, Select, Text, TextInput } from '@primer/react';
import type { ApiError } from '../../domain/apiError';
import {
  UK_ERC_FIRST_YEAR,
  UK_ERC_KINDS,
  type UkErcClaimDto,
  type UkErcKind,
} from '../../domain/schemas/ukErc';
import {
  addUkErcClaim,
  deleteUkErcClaim,
  listUkErcClaims,
} from '../../machines/reports/provided/ukCompanyAer';
import { InlineError } from '../shared/ErrorText';
import { useCan } from '../shared/permission';
import { Td, Th } from '../shared/Table';
import { useAreaText } from '../shared/useAreaText';

interface Props {
  companyId: number;
  year: number;
  /** The AER's ships by IMO number (the ships a claim may name). */
  ships: { imo: string; name: string; shipId: number }[];
  /** Called after a claim was added or deleted, so the AER and its totals reload. */
  onChanged: () => void;
}

/**
 * The company's emissions reduction claims of the year (docs/reports-uk-and-cross-regime.md
 * §7.3): listed with their evidence, added with the UK page's add button, deleted with its delete
 * button. The totals above are the server's, reloaded after each change.
 */
export function UkErcClaims({ companyId, year, ships, onChanged }: Props) {
  const { t, errorText, fieldText } = useAreaText('ukMrv');
  const can = useCan();
  const [claims, setClaims] = useState<UkErcClaimDto[] | null>(null);
  const [shipId, setShipId] = useState<number | null>(ships[0]?.shipId ?? null);
  const [kind, setKind] = useState<UkErcKind>('sustainable_biofuel');
  const [amount, setAmount] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const ac = new AbortController();
    listUkErcClaims({ companyId, year }, ac.signal)
      .then(setClaims)
      .catch(() => setClaims([]));
    return () => ac.abort();
  }, [companyId, year]);
  const failed = (e: unknown) => {
    const err = e as ApiError;
    const field = err.fields ? Object.values(err.fields)[0] : undefined;
    setError(field ? fieldText(field) : errorText(err.code ?? 'unknown', err.message));
  };
  const add = () => {
    setError(null);
    if (shipId === null) return;
    addUkErcClaim({ companyId, shipId, year, kind, amountT: Number(amount) }, file)
      .then(onChanged)
      .catch(failed);
  };
  const remove = (id: number) => {
    setError(null);
    deleteUkErcClaim(id).then(onChanged).catch(failed);
  };
  if (year < UK_ERC_FIRST_YEAR) return <Text as="p">{t('erc.beforeEts', { year: UK_ERC_FIRST_YEAR })}</Text>;
  return (
    <section aria-label={t('erc.title')} style={{ margin: '12px 0' }}>
      <Text as="h3" style={{ fontSize: 16 }}>
        {t('erc.title')}
      </Text>
      {claims && claims.length > 0 ? (
        <table aria-label={t('erc.title')} style={{ borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              <Th scope="col">{t('columns.name')}</Th>
              <Th scope="col">{t('erc.kind')}</Th>
              <Th scope="col">{t('erc.amount')}</Th>
              <Th scope="col">{t('erc.evidence')}</Th>
              <Th scope="col">{t('erc.actions')}</Th>
            </tr>
          </thead>
          <tbody>
            {claims.map((c) => (
              <tr key={c.id}>
                <Td>{`${c.shipName} ${c.shipImo ?? ''}`}</Td>
                <Td>{t(`erc.kinds.${c.kind}`)}</Td>
                <Td>{c.amountT}</Td>
                <Td>{c.evidence?.name ?? t('erc.noEvidence')}</Td>
                <Td>
                  {can('mrv:uk:delete') && (
                    <Button size="small" variant="danger" onClick={() => remove(c.id)}>
                      {t('erc.delete')}
                    </Button>
                  )}
                </Td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <Text as="p">{t('erc.none')}</Text>
      )}
      {can('mrv:uk:add') && ships.length > 0 && (
        <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap', margin: '8px 0' }}>
          <FormControl>
            <FormControl.Label>{t('columns.name')}</FormControl.Label>
            <Select value={String(shipId ?? '')} onChange={(e) => setShipId(Number(e.target.value))}>
              {ships.map((s) => (
                <Select.Option key={s.shipId} value={String(s.shipId)}>
                  {`${s.name} ${s.imo}`}
                </Select.Option>
              ))}
            </Select>
          </FormControl>
          <FormControl>
            <FormControl.Label>{t('erc.kind')}</FormControl.Label>
            <Select value={kind} onChange={(e) => setKind(e.target.value as UkErcKind)}>
              {UK_ERC_KINDS.map((k) => (
                <Select.Option key={k} value={k}>
                  {t(`erc.kinds.${k}`)}
                </Select.Option>
              ))}
            </Select>
          </FormControl>
          <FormControl>
            <FormControl.Label>{t('erc.amount')}</FormControl.Label>
            <TextInput type="number" min={0} value={amount} onChange={(e) => setAmount(e.target.value)} />
          </FormControl>
          <FormControl>
            <FormControl.Label>{t('erc.evidence')}</FormControl.Label>
            <input
              type="file"
              accept=".pdf,.png,.jpg,.jpeg,.xlsx,.docx"
              aria-label={t('erc.evidence')}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </FormControl>
          <Button onClick={add}>{t('erc.add')}</Button>
        </div>
      )}
      {error && <InlineError>{error}</InlineError>}
    </section>
  );
}
