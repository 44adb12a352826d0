import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import reportsEn from '../../../src/i18n/reports/en.json';
import reportsZh from '../../../src/i18n/reports/zh.json';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import { FleetJobPanel } from '../../../src/views/reports/FleetJobPanel';
import { renderInShell } from '../../support/shellSystem';
import { ok, stubFetch } from '../../support/ledgerAdmin/ledgerAdminFetch';
import { FAILED_SHIP_JOB, reportJob } from '../../support/reports/fleetJob';

/**
 * The whole-fleet panel of a regime's screen: it starts a fleet job, follows its progress, lists
 * each failed ship with its reason, and Retry (a keyboard-reachable button) sends them again.
 */
const en = reportsEn.fleetJob;
await loadAreaTexts('system', 'reports');
afterEach(cleanup);

const fill = (s: string, p: Record<string, string | number>) =>
  s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(p[k]));
describe('fleet job panel', { timeout: 30_000 }, () => {
  it('starts a job, shows progress, the failed ship with its reason, and retries it', async () => {
    const answers = [
      reportJob({ done: 1 }),
      FAILED_SHIP_JOB,
      reportJob({ done: 2, failed: 0 }),
      reportJob({ status: 'done', done: 3 }),
    ];
    const calls = stubFetch({
      'POST /api/reports/jobs': () => ({ status: 202, body: { success: true, data: { id: 5 } } }),
      'GET /api/reports/jobs/5': () => ok(answers.shift()),
      'POST /api/reports/jobs/5/retry': () => ({
        status: 202,
        body: { success: true, data: { id: 5, retried: 1 } },
      }),
    });
    renderInShell(<FleetJobPanel regime="imoDcs" year={2025} pollMs={10} />);
    fireEvent.click(await screen.findByRole('button', { name: en.start }));
    const failures = await screen.findByRole('table', { name: en.failures });
    const row = within(failures).getByRole('row', { name: /HAIYUN GLORY/ });
    expect(within(row).getByText('disk full')).toBeTruthy();
    expect(within(row).getByText('4')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      fill(en.finished_other, { done: 3, count: 3, failed: 1 }),
    );
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/reports/jobs')?.body).toEqual({
      regime: 'imoDcs',
      year: 2025,
    });

    const retry = screen.getByRole('button', { name: en.retry });
    retry.focus();
    expect(document.activeElement).toBe(retry);
    fireEvent.click(retry);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        fill(en.finished_other, { done: 3, count: 3, failed: 0 }),
      ),
    );
    expect(screen.queryByRole('table', { name: en.failures })).toBeNull();
    expect(calls.filter((c) => c.path === '/api/reports/jobs/5/retry')).toHaveLength(1);
  });

  it("fills a progress bar from the job's own figures while it runs", async () => {
    stubFetch({
      'POST /api/reports/jobs': () => ({ status: 202, body: { success: true, data: { id: 5 } } }),
      'GET /api/reports/jobs/5': () => ok(reportJob({ done: 1 })),
    });
    renderInShell(<FleetJobPanel regime="imoDcs" year={2025} pollMs={10} />);
    fireEvent.click(await screen.findByRole('button', { name: en.start }));
    const bar = await screen.findByRole('progressbar', { name: en.running });
    expect(bar.getAttribute('aria-valuenow')).toBe('33');
    expect(bar.getAttribute('aria-valuetext')).toBe(
      fill(en.progress_other, { done: 1, count: 3, failed: 0 }),
    );
  });

  it('has every text in Chinese too', () => {
    // English has a `_one` form beside `_other`, Chinese only `_other`.
    const bases = (o: object) =>
      [...new Set(Object.keys(o).map((k) => k.replace(/_(one|other)$/, '')))].sort();
    expect(bases(reportsZh.fleetJob)).toEqual(bases(en));
  });
});
