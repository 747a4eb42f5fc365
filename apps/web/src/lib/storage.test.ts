import { describe, expect, it } from 'vitest';
import { fullStorage } from '../testing/fixtures.ts';
import { isQuotaExceeded, parseJson, readItem, writeItem } from './storage.ts';

describe('storage that never throws', () => {
  it.each([
    [new DOMException('full', 'QuotaExceededError'), true],
    [new DOMException('full', 'NS_ERROR_DOM_QUOTA_REACHED'), true],
    [Object.assign(new Error('full'), { code: 22 }), true],
    [new DOMException('denied', 'SecurityError'), false],
    ['QuotaExceededError', false],
  ])('isQuotaExceeded(%s) is %s', (error, expected) => {
    expect(isQuotaExceeded(error)).toBe(expected);
  });

  it('reports quota and unavailable storage as outcomes', () => {
    expect(writeItem('k', 'v', fullStorage())).toEqual({ ok: false, reason: 'quota' });
    const denied = {
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(writeItem('k', 'v', denied)).toEqual({ ok: false, reason: 'unavailable' });
    expect(writeItem('k', 'v')).toEqual({ ok: true });
    expect(readItem('k')).toBe('v');
  });

  it('reads blocked storage as empty', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(readItem('k', blocked)).toBeNull();
  });

  it('parses JSON or gives undefined', () => {
    expect(parseJson('{"a":1}')).toEqual({ a: 1 });
    expect(parseJson('{a')).toBeUndefined();
    expect(parseJson(null)).toBeUndefined();
  });
});
