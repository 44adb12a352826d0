import type { ReportJobDto } from '../../../src/domain/reports/types';

/** A fleet job as the API answers it: running, 3 ships, nothing done yet, unless `over` says otherwise. */
export const reportJob = (over: Partial<ReportJobDto> = {}): ReportJobDto =>
  ({
    id: 5,
    kind: 'generateFleet',
    regime: 'imoDcs',
    year: 2025,
    status: 'running',
    total: 3,
    done: 0,
    failed: 0,
    startedAt: '2026-01-01T00:00:00.000Z',
    finishedAt: null,
    error: null,
    failures: [],
    ...over,
  }) as ReportJobDto;

/** The job finished with one ship failed, its reason and the tries it took. */
export const FAILED_SHIP_JOB = reportJob({
  status: 'done',
  done: 3,
  failed: 1,
  failures: [{ shipId: 7, shipName: 'HAIYUN GLORY', error: 'disk full', attempts: 4 }],
});
