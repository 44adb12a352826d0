import { lazy, Suspense } from 'react';
import { Heading, Spinner, Button } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import css from './DashboardView.module.css';
import type { DashboardSummary } from '../../domain/api';
import { dashboardSummaryMachine as summaryMachine } from '../../machines/app/provided';
import { fetched } from '../../machines/fetchMachine';
import { useApp, useLang } from '../AppContext';
import { nameInLang } from '../shared/nameInLang';
import { ErrorBanner, useErrorText } from '../shared/ErrorText';
import { useMenuRoutes } from '../layout/useRoutes';
import { loadAreaTexts } from '../../i18n/areaTexts';

// The panels below the counts load after the dashboard itself has painted (each fetches its own
// data and shows its own loading state): they cost the first screen about 5 KB gzip of its 200 KB
// budget (docs/benchmarks.md §5). The alerts list brings its texts with it.
const DocumentsPanel = lazy(() => import('./DocumentsPanel').then((m) => ({ default: m.DocumentsPanel })));
const NextPanel = lazy(() => import('./NextPanel').then((m) => ({ default: m.NextPanel })));
const AlertsPanel = lazy(() =>
  Promise.all([import('./AlertsPanel'), loadAreaTexts('analysis')]).then(([m]) => m),
);
// The authority's review queue, with the reports area's texts (its words and the regimes' names).
const AuthorityQueuePanel = lazy(() =>
  Promise.all([import('./AuthorityQueuePanel'), loadAreaTexts('reports')]).then(([m]) => m),
);
/** The role whose dashboard lists the confirmed reports waiting for its review. */
const AUTHORITY_ROLE = 'authority';
/** Screens whose users are told of consumption alerts: the voyages and the data assessment. */
const ALERT_SCREENS = ['/energyEfficiency/index', '/MRVReport/DataAssessment'];

/** Role code of administrators (docs/product-rules.md §6: admin is code 99). */
export const ADMIN_ROLE = '99';
const ADMIN_TILES = ['users', 'roles', 'ships', 'companies', 'logins24h'] as const;
const EDITOR_TILES = ['ships', 'companies', 'ownCompanies', 'logins24h'] as const;

/** Administrator and editor variants, with the user's real counts from the API. */
export default function DashboardView() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { session } = useApp();
  const lang = useLang();
  const name = nameInLang(
    useSelector(session, (s) => s.context.user),
    lang,
  );
  const isAdmin = useSelector(session, (s) => (s.context.user?.roles ?? []).includes(ADMIN_ROLE));
  const isAuthority = useSelector(session, (s) => (s.context.user?.roles ?? []).includes(AUTHORITY_ROLE));
  const actor = useActorRef(summaryMachine);
  const state = useSelector(actor, (s) => s);
  const summary = fetched<DashboardSummary>(state);
  const tiles = (isAdmin ? ADMIN_TILES : EDITOR_TILES).filter((k) => summary?.[k] !== undefined);
  // The screens in the user's menu: a tile or link to a screen the user cannot open is left out.
  const { leaves } = useMenuRoutes();
  const menuUrls = new Set(leaves.map((r) => r.url ?? r.path));
  // A panel on its way is a busy region: assistive technology and the journeys' settle() wait
  // for it rather than reading the dashboard as complete.
  const loading = (
    <div aria-busy="true">
      <Spinner aria-label={t('app.loading')} />
    </div>
  );
  return (
    <section aria-labelledby="dashboard-title">
      <Heading as="h1" id="dashboard-title" style={{ fontSize: 20 }}>
        {t('dashboard.welcome', { name })}
      </Heading>
      <Heading as="h2" style={{ fontSize: 16, marginTop: 8 }}>
        {isAdmin ? t('dashboard.admin') : t('dashboard.editor')}
      </Heading>
      {state.hasTag('busy') && <Spinner aria-label={t('app.loading')} />}
      {state.matches('failed') && (
        <>
          <ErrorBanner text={errorText(state.context.errorCode)} />
          <Button onClick={() => actor.send({ type: 'fetch.retry' })}>{t('common.retry')}</Button>
        </>
      )}
      {summary && (
        <ul className={css.tiles} aria-label={t('dashboard.title')}>
          {tiles.map((k) => (
            <li key={k} aria-label={t(`dashboard.counts.${k}`)}>
              <strong>{summary[k]}</strong>
              {t(`dashboard.counts.${k}`)}
            </li>
          ))}
        </ul>
      )}
      {isAuthority && (
        <Suspense fallback={loading}>
          <AuthorityQueuePanel menuUrls={menuUrls} />
        </Suspense>
      )}
      <Suspense fallback={loading}>
        <DocumentsPanel canOpenLibrary={menuUrls.has('/docMng/list2')} />
      </Suspense>
      <Suspense fallback={loading}>
        <NextPanel menuUrls={menuUrls} today={new Date()} />
      </Suspense>
      {ALERT_SCREENS.some((u) => menuUrls.has(u)) && (
        <Suspense fallback={loading}>
          <AlertsPanel canOpenVoyages={menuUrls.has('/energyEfficiency/index')} />
        </Suspense>
      )}
    </section>
  );
}
