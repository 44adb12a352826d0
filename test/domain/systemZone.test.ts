import { describe, expect, it } from 'vitest';
import { inTimeZone } from '../support/timeZone';
import { systemFieldInstant, systemFieldValue } from '../../src/domain/systemZone';

/** A form's time typed at UTC+8 (the CII record form) turns into the instant the lists show. */
describe('system-zone form values', () => {
  it('shows an instant at UTC+8 and reads the typed value back at UTC+8', () => {
    expect(systemFieldValue('2025-01-20T00:00:00.000Z')).toBe('2025-01-20T08:00');
    expect(systemFieldInstant('2025-01-20T08:00')).toBe('2025-01-20T00:00:00.000Z');
    expect(systemFieldInstant('2025-01-01T00:00')).toBe('2024-12-31T16:00:00.000Z');
  });
  it('keeps what is not a time as typed, for the form to refuse', () => {
    expect(systemFieldValue('soon')).toBe('');
    expect(systemFieldInstant('2025-13-01T00:00')).toBe('2025-13-01T00:00');
  });
  it('does not depend on the browser zone', () => {
    inTimeZone('America/Los_Angeles', () => {
      expect(systemFieldValue('2025-06-30T23:30:00.000Z')).toBe('2025-07-01T07:30');
    });
  });
});
