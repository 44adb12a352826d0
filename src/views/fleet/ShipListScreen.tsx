import { useCallback, useEffect } from 'react';
import { Button } from '@primer/react';
import { useActorRef } from '@xstate/react';
import { Link, useLocation, useSearch } from 'wouter';
import { resourceListMachine } from '../../machines/listForm/provided';
import { toForm } from '../listForm/ListFormScreen';
import { useCan } from '../shared/permission';
import { ListFormView } from '../listForm/ListFormView';
import type { ScreenConfig } from '../listForm/types';
import { useAreaText } from '../shared/useAreaText';
import { FlagChangeDialog } from './FlagChangeDialog';
import { ShipEditScreen } from './ShipEditScreen';
import { subTypesOf } from './shipFieldSpecs';
import { companies, lookup } from '../shared/ships';

const LIST = '/ship/list';
const PAGE = 'ship:list:list';
/** The upload centre with the ships kind chosen. */
export const SHIPS_UPLOAD = '/MRVReport/UploadMRVReport?kind=ships';
/** The ship edit screen lives in the query string (`?ship=<id|new>&mode=view`), so it has a URL. */
export const shipHref = (id: number | 'new', view = false) => `${LIST}?ship=${id}${view ? '&mode=view' : ''}`;

/** A row action that only moves the URL; the screen then opens from the query string. */
function OpenShip({ href, done }: { href: string; done: (changed: boolean) => void }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    navigate(href);
    done(false);
  }, [href, done, navigate]);
  return null;
}

export function shipScreen(canChange: boolean): ScreenConfig {
  return {
    resource: 'fleet/ships',
    title: 'fleet:ships.title',
    columns: [
      { key: 'name', label: 'fleet:fields.shipName', bilingual: { zh: 'nameZh', en: 'nameEn' } },
      { key: 'imo', label: 'fleet:fields.imo' },
      { key: 'registrationNo', label: 'fleet:fields.registrationNo', optional: true },
      { key: 'flag', label: 'fleet:fields.flagCode', bilingual: { zh: 'flagNameZh', en: 'flagNameEn' } },
      { key: 'type', label: 'fleet:fields.shipTypeCode', bilingual: { zh: 'shipTypeZh', en: 'shipTypeEn' } },
      { key: 'dwt', label: 'fleet:fields.dwt' },
      { key: 'serviceSpeed', label: 'fleet:fields.serviceSpeed', optional: true },
      { key: 'classCode', label: 'fleet:fields.classCode' },
      { key: 'iceClass', label: 'fleet:fields.iceClass', optional: true },
    ],
    filters: [
      { name: 'keyword', label: 'fleet:fields.keyword', type: 'text' },
      { name: 'companyId', label: 'fleet:fields.company', type: 'select', options: companies },
      {
        name: 'shipTypeCode',
        label: 'fleet:fields.shipTypeCode',
        type: 'select',
        options: lookup('shipType'),
      },
      // The original's cascade: the sub-types of the chosen ship type, as in the ship form.
      {
        name: 'subTypeCode',
        label: 'fleet:fields.subTypeCode',
        type: 'select',
        dependsOn: { filter: 'shipTypeCode', options: subTypesOf },
      },
      { name: 'speedFrom', label: 'fleet:fields.speedFrom', type: 'text' },
      { name: 'speedTo', label: 'fleet:fields.speedTo', type: 'text' },
      { name: 'dwtFrom', label: 'fleet:fields.dwtFrom', type: 'text' },
      { name: 'dwtTo', label: 'fleet:fields.dwtTo', type: 'text' },
    ],
    // No generic edit dialog: Add, Edit and Detail open the tabbed ship edit screen instead.
    fields: [],
    permissions: {
      add: 'ship:list:add',
      edit: 'ship:list:edit',
      delete: 'ship:list:delete',
      export: 'ship:list:export',
    },
    rowDialogs: [
      {
        name: 'detail',
        label: 'fleet:shipEdit.detail',
        perm: 'ship:list:list',
        render: (row, close) => <OpenShip href={shipHref(row.id, true)} done={close} />,
      },
      {
        name: 'edit',
        label: 'fleet:shipEdit.edit',
        perm: 'ship:list:edit',
        render: (row, close) => <OpenShip href={shipHref(row.id)} done={close} />,
      },
      {
        name: 'changes',
        label: 'fleet:changes.open',
        perm: 'ship:list:list',
        // A recorded change may move the flag shown in the list: reload on close.
        render: (row, close) => (
          <FlagChangeDialog ship={row} canEdit={canChange} onClose={() => close(true)} />
        ),
      },
    ],
    exportName: 'ships',
  };
}

export default function ShipListScreen() {
  const button = useCan();
  // The page's own key is no button (allowButton lists buttons only), and whoever sees this screen
  // holds it: Detail and the change history, which every ship reader may open, ask for it.
  const can = (perm: string | undefined) => perm === PAGE || button(perm);
  const { t } = useAreaText('fleet');
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const config = shipScreen(can('ship:list:flagDocChange'));
  // The list's machine is created here, not in ListFormScreen, so closing the ship screen after a
  // save can reload the list with the filters the user set.
  const list = useActorRef(resourceListMachine, {
    input: {
      resource: config.resource,
      filters: Object.fromEntries(config.filters.map((f) => [f.name, ''])),
      toForm: (row) => toForm(config, row),
    },
  });
  const raw = query.get('ship');
  const id = raw === 'new' ? null : Number(raw);
  const open = raw !== null && (id === null ? can('ship:list:add') : Number.isInteger(id) && id > 0);
  const readOnly = query.get('mode') === 'view' || !can('ship:list:edit');
  const close = useCallback(
    (changed: boolean) => {
      navigate(LIST);
      if (changed) list.send({ type: 'filter.search' });
    },
    [navigate, list],
  );
  return (
    <>
      <div style={{ display: 'flex', gap: 8, marginBottom: 8 }}>
        {can('ship:list:add') && (
          <Button onClick={() => navigate(shipHref('new'))}>{t('shipEdit.addShip')}</Button>
        )}
        {/* A ships upload creates and updates ships: the server asks for both rights (api-uploads.md). */}
        {can('ship:list:add') && can('ship:list:edit') && (
          <Link href={SHIPS_UPLOAD}>{t('shipEdit.uploadShips')}</Link>
        )}
      </div>
      <ListFormView actorRef={list} config={config} can={can} />
      {open && <ShipEditScreen key={raw} shipId={id} readOnly={readOnly} onClose={close} />}
    </>
  );
}
