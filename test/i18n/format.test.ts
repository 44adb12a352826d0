import { describe, expect, it } from 'vitest';
import { inTimeZone } from '../support/timeZone';
import {
  dateFieldText,
  formatDate,
  formatInstant,
  formatNumber,
  formatPercent,
  formatPeriod,
  formatPortTime,
  formatWrittenAtSystemZone,
  parseDateText,
  SYSTEM_ZONE,
  today,
  zoneLabel,
} from '../../src/i18n/format';

describe('zone labels', () => {
  it('names whole, half-hour and negative offsets', () => {
    expect(zoneLabel(480)).toBe('UTC+8');
    expect(zoneLabel(330)).toBe('UTC+5:30');
    expect(zoneLabel(345)).toBe('UTC+5:45');
    expect(zoneLabel(-210)).toBe('UTC-3:30');
    expect(zoneLabel(-300)).toBe('UTC-5');
    expect(zoneLabel(0)).toBe('UTC+0');
    expect(SYSTEM_ZONE).toBe('UTC+8');
  });
});

describe('formatInstant', () => {
  it('reads a system time at UTC+8 with its label and seconds', () => {
    expect(formatInstant('2026-11-28T14:25:07Z')).toBe('2026-11-28 22:25:07 (UTC+8)');
    expect(formatInstant('2025-12-31T16:00:00Z')).toBe('2026-01-01 00:00:00 (UTC+8)');
  });
  it('reads a 10-digit number as seconds and a longer one as milliseconds', () => {
    expect(formatInstant(1_764_340_000)).toBe('2025-11-28 22:26:40 (UTC+8)');
    expect(formatInstant(1_764_340_000_000)).toBe('2025-11-28 22:26:40 (UTC+8)');
    expect(formatInstant('1764340000')).toBe('2025-11-28 22:26:40 (UTC+8)');
  });
  it('reads at a port offset when given one', () => {
    expect(formatInstant('2025-03-02T06:30:00Z', -210)).toBe('2025-03-02 03:00:00 (UTC-3:30)');
    expect(formatInstant('2025-03-02T06:30:00Z', 330)).toBe('2025-03-02 12:00:00 (UTC+5:30)');
  });
  it('is empty for nothing or a text that is no time', () => {
    expect(formatInstant(null)).toBe('');
    expect(formatInstant(undefined)).toBe('');
    expect(formatInstant('')).toBe('');
    expect(formatInstant('not a time')).toBe('');
  });
  it('does not depend on the browser zone', () => {
    inTimeZone('America/St_Johns', () => {
      expect(formatInstant('2026-11-28T14:25:07Z')).toBe('2026-11-28 22:25:07 (UTC+8)');
    });
  });
});

describe('formatPortTime', () => {
  it('shows a port call as the ship wrote it, with its offset', () => {
    expect(formatPortTime('2025-03-02T14:30+08:00')).toBe('2025-03-02 14:30:00 (UTC+8)');
    expect(formatPortTime('2025-03-02T14:30:15-03:30')).toBe('2025-03-02 14:30:15 (UTC-3:30)');
    expect(formatPortTime('2025-03-02T23:45+05:30')).toBe('2025-03-02 23:45:00 (UTC+5:30)');
    expect(formatPortTime('2025-03-02T06:00Z')).toBe('2025-03-02 06:00:00 (UTC+0)');
    expect(formatPortTime('2025-03-02T06:00-05:00')).toBe('2025-03-02 06:00:00 (UTC-5)');
  });
  it('keeps text that is not a local time as it is', () => {
    expect(formatPortTime('yesterday')).toBe('yesterday');
    expect(formatPortTime(null)).toBe('');
  });
});

describe('formatWrittenAtSystemZone', () => {
  it('reads a time written with its offset in the system zone', () => {
    expect(formatWrittenAtSystemZone('2025-03-02T06:30-05:00')).toBe('2025-03-02 19:30:00 (UTC+8)');
    expect(formatWrittenAtSystemZone('2025-03-02T23:45+05:30')).toBe('2025-03-03 02:15:00 (UTC+8)');
    expect(formatWrittenAtSystemZone('not a time')).toBe('');
    expect(formatWrittenAtSystemZone(null)).toBe('');
  });
});

describe('dates and periods', () => {
  it('keeps a calendar date and gives an instant its UTC+8 day', () => {
    expect(formatDate('2026-11-20')).toBe('2026-11-20');
    expect(formatDate('2026-11-20T17:00:00Z')).toBe('2026-11-21');
    expect(formatDate('2026-11-20T17:00:00Z', 0)).toBe('2026-11-20');
    expect(formatDate(null)).toBe('');
  });
  it('reads a period with an exclusive end as the days it holds', () => {
    expect(formatPeriod({ start: '2025-01-01T00:00:00Z', end: '2026-01-01T00:00:00Z' })).toBe(
      '2025-01-01 – 2025-12-31',
    );
    expect(formatPeriod({ start: '2025-03-01T00:00:00.000Z', end: '2025-03-02T00:00:00.000Z' })).toBe(
      '2025-03-01 – 2025-03-01',
    );
    expect(formatPeriod({ start: 'x', end: 'y' })).toBe('');
  });
  it("gives today's date in the system zone", () => {
    expect(today(Date.parse('2026-11-28T17:00:00Z'))).toBe('2026-11-29');
  });
});

describe('date fields', () => {
  it('accepts YYYY-MM-DD and, with time, YYYY-MM-DD HH:mm[:ss]', () => {
    expect(parseDateText('2025-02-28')).toBe('2025-02-28');
    expect(parseDateText(' 2025-02-28 ')).toBe('2025-02-28');
    expect(parseDateText('2025-02-28 13:05', true)).toBe('2025-02-28T13:05');
    expect(parseDateText('2025-02-28 13:05:09', true)).toBe('2025-02-28T13:05:09');
    expect(parseDateText('2025-02-28', true)).toBe('2025-02-28T00:00');
  });
  it('refuses the browser forms and days that do not exist', () => {
    expect(parseDateText('02/28/2025')).toBeUndefined();
    expect(parseDateText('28/02/2025')).toBeUndefined();
    expect(parseDateText('2025-02-30')).toBeUndefined();
    expect(parseDateText('2025-02-28 13:05')).toBeUndefined();
    expect(parseDateText('2025-02-28 24:00', true)).toBeUndefined();
  });
  it('shows a form value with a space, not a T', () => {
    expect(dateFieldText('2025-02-28T13:05')).toBe('2025-02-28 13:05');
    expect(dateFieldText(undefined)).toBe('');
  });
});

describe('formatNumber', () => {
  it('groups per language without float noise', () => {
    expect(formatNumber(1222.8000000000002, 'en')).toBe('1,222.8');
    expect(formatNumber(88373.23414692255, 'zh', 2)).toBe('88,373.23');
  });
});

describe('formatPercent', () => {
  it('writes a share as a percent in one form per language: the sign straight after the figure', () => {
    expect(formatPercent(0.5, 'en')).toBe('50%');
    expect(formatPercent(0.7, 'zh')).toBe('70%');
    expect(formatPercent(1, 'en')).toBe('100%');
    expect(formatPercent(0, 'zh')).toBe('0%');
    expect(formatPercent(0.125, 'en')).toBe('12.5%');
    expect(formatPercent(12.5, 'zh', 0)).toBe('1,250%');
  });
});
