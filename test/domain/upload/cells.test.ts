import {
  NO_OFFSET,
  parseOffset,
  toBool,
  toIntList,
  toLocalTime,
  toNumber,
  WRONG_UNIT,
} from '../../../src/domain/upload/cells';

describe('cell conversions', () => {
  it.each([
    [12.5, 't', 12.5],
    ['12.5', 't', 12.5],
    ['12.5 t', 't', 12.5],
    ['1 234.5', 't', 1234.5],
    ['12.5 kg', 't', WRONG_UNIT],
    ['lots', 't', 'lots'],
    ['12,5', 't', '12,5'],
  ] as const)('toNumber(%j, %s) → %j', (cell, unit, out) => expect(toNumber(cell, unit)).toBe(out));

  it.each([
    ['yes', true],
    ['是', true],
    ['否', false],
    [0, false],
    ['maybe', 'maybe'],
  ] as const)('toBool(%j) → %j', (cell, out) => expect(toBool(cell)).toBe(out));

  it.each([
    ['+08:00', 480],
    ['-03:30', -210],
    ['UTC+8', 480],
    [5.75, 345],
    ['x', undefined],
  ] as const)('parseOffset(%j) → %j', (cell, out) => expect(parseOffset(cell)).toBe(out));

  it('an Excel date serial is written with the row’s offset; without one it is refused', () => {
    expect(toLocalTime(45658.5, '+08:00')).toBe('2025-01-01T12:00+08:00');
    expect(toLocalTime(45658.5, '-03:30')).toBe('2025-01-01T12:00-03:30');
    expect(toLocalTime(45658.5, null)).toBe(NO_OFFSET);
    expect(toLocalTime(' 2025-01-01T12:00+08:00 ', null)).toBe('2025-01-01T12:00+08:00');
  });

  it('purposes lists', () => {
    expect(toIntList('0,1')).toEqual([0, 1]);
    expect(toIntList('0、1；2'.replace('；', ';'))).toEqual([0, 1, 2]);
    expect(toIntList(3)).toEqual([3]);
    expect(toIntList('0,x')).toEqual([0, 'x']);
  });
});
