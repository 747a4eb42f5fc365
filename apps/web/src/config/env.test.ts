import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SISTER_APP_URL,
  httpUrlOr,
  sisterAppUrl,
  supabaseAnonKey,
  supabaseUrl,
} from './env.ts';

describe('build-time settings', () => {
  it.each([
    [undefined, 'fallback'],
    ['  ', 'fallback'],
    ['not a url', 'fallback'],
    ['javascript:alert(1)', 'fallback'],
    ['https://detector.example.org/app', 'https://detector.example.org/app'],
  ])('httpUrlOr(%j) is %j', (value, expected) => {
    expect(httpUrlOr(value, 'fallback')).toBe(expected);
  });

  it('defaults to the page origin, the public local key and the sister default', () => {
    expect(supabaseUrl()).toBe(window.location.origin);
    expect(supabaseAnonKey()).toMatch(/\S/u);
    expect(sisterAppUrl()).toBe(DEFAULT_SISTER_APP_URL);
  });
});
