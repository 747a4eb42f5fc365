import { DEFAULT_IMPORT_LIMITS, IMPORT_WORKER_MEMORY_MB } from '@abstractly/contracts';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_HOST,
  DEFAULT_MAX_BODY_BYTES,
  DEFAULT_PORT,
  DEFAULT_RATE_LIMIT_PER_MINUTE,
  DEFAULT_REQUEST_TIMEOUT_MS,
  DEFAULT_SHUTDOWN_DELAY_MS,
  loadConfig,
} from '../src/config.ts';

describe('loadConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: DEFAULT_PORT,
      host: DEFAULT_HOST,
      maxBodyBytes: DEFAULT_MAX_BODY_BYTES,
      webDistDir: undefined,
      provider: { name: 'local' },
      rateLimitPerMinute: DEFAULT_RATE_LIMIT_PER_MINUTE,
      redisUrl: undefined,
      shutdownDelayMs: DEFAULT_SHUTDOWN_DELAY_MS,
      trustProxy: false,
      requestTimeoutMs: DEFAULT_REQUEST_TIMEOUT_MS,
      engineThreads: undefined,
      metrics: false,
      supabaseOrigin: undefined,
      importThreads: 1,
      importMemoryMb: IMPORT_WORKER_MEMORY_MB,
      importLimits: DEFAULT_IMPORT_LIMITS,
    });
    expect([
      DEFAULT_PORT,
      DEFAULT_HOST,
      DEFAULT_MAX_BODY_BYTES,
      DEFAULT_RATE_LIMIT_PER_MINUTE,
      DEFAULT_REQUEST_TIMEOUT_MS,
      DEFAULT_SHUTDOWN_DELAY_MS,
    ]).toEqual([8787, '127.0.0.1', 2_097_152, 60, 30_000, 5_000]);
  });

  it('reads every variable it knows', () => {
    expect(
      loadConfig({
        PORT: '9000',
        HOST: '0.0.0.0',
        MAX_BODY_BYTES: '4096',
        WEB_DIST_DIR: '/srv/web',
        ABSTRACT_PROVIDER: 'local',
        RATE_LIMIT_PER_MINUTE: '0',
        REDIS_URL: 'rediss://:secret@cache.internal:6380/2',
        SHUTDOWN_DELAY_MS: '0',
        TRUST_PROXY: 'true',
        REQUEST_TIMEOUT_MS: '5000',
        ENGINE_THREADS: '0',
        METRICS: 'true',
        VITE_SUPABASE_URL: 'https://abc.supabase.co/',
        IMPORT_THREADS: '2',
        IMPORT_MEMORY_MB: '256',
        IMPORT_MAX_BYTES: '1048576',
        IMPORT_MAX_UNPACKED_BYTES: '8388608',
        IMPORT_MAX_PDF_PAGES: '300',
        IMPORT_TIMEOUT_MS: '5000',
        IMPORT_MAX_OCR_PAGES: '0',
        IMPORT_OCR_PAGE_TIMEOUT_MS: '60000',
      }),
    ).toEqual({
      port: 9000,
      host: '0.0.0.0',
      maxBodyBytes: 4096,
      webDistDir: '/srv/web',
      provider: { name: 'local' },
      rateLimitPerMinute: 0,
      redisUrl: 'rediss://:secret@cache.internal:6380/2',
      shutdownDelayMs: 0,
      trustProxy: true,
      requestTimeoutMs: 5000,
      engineThreads: 0,
      metrics: true,
      supabaseOrigin: 'https://abc.supabase.co',
      importThreads: 2,
      importMemoryMb: 256,
      importLimits: {
        ...DEFAULT_IMPORT_LIMITS,
        maxBytes: 1_048_576,
        maxUnpackedBytes: 8_388_608,
        maxPdfPages: 300,
        timeoutMs: 5000,
        maxOcrPages: 0,
        ocrPageTimeoutMs: 60_000,
      },
    });
  });

  it('treats blank variables as unset', () => {
    expect(
      loadConfig({
        PORT: '',
        HOST: '  ',
        WEB_DIST_DIR: '',
        RATE_LIMIT_PER_MINUTE: '',
        TRUST_PROXY: ' ',
        REDIS_URL: '',
        SHUTDOWN_DELAY_MS: ' ',
        ENGINE_THREADS: '',
        VITE_SUPABASE_URL: '',
        IMPORT_TIMEOUT_MS: '',
      }),
    ).toEqual(loadConfig({}));
  });

  it.each([
    ['false', false],
    ['0', false],
    ['TRUE', true],
    ['1', true],
  ])('reads TRUST_PROXY=%s as %s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(expected);
  });

  it('accepts port 0 (the system picks a free port)', () => {
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
  });

  it.each([
    ['PORT', 'abc', /PORT must be a whole number from 0 to 65535 \(got "abc"\)/],
    ['PORT', '70000', /PORT must be a whole number/],
    ['PORT', '-1', /PORT must be a whole number/],
    ['PORT', '80.5', /PORT must be a whole number/],
    ['MAX_BODY_BYTES', '2MB', /MAX_BODY_BYTES must be a whole number from 1024/],
    ['MAX_BODY_BYTES', '10', /MAX_BODY_BYTES must be a whole number/],
    ['HOST', 'http://localhost', /HOST must be a host name or IP address/],
    ['HOST', 'local host', /HOST must be a host name or IP address/],
    ['RATE_LIMIT_PER_MINUTE', '-5', /RATE_LIMIT_PER_MINUTE must be a whole number from 0/],
    ['RATE_LIMIT_PER_MINUTE', 'lots', /RATE_LIMIT_PER_MINUTE must be a whole number/],
    ['REDIS_URL', 'cache.internal:6379', /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/],
    [
      'REDIS_URL',
      'http://cache.internal:6379',
      /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/,
    ],
    ['SHUTDOWN_DELAY_MS', '5s', /SHUTDOWN_DELAY_MS must be a whole number from 0 to 600000/],
    ['TRUST_PROXY', 'yes', /TRUST_PROXY must be true or false \(got "yes"\)/],
    ['METRICS', 'on', /METRICS must be true or false \(got "on"\)/],
    ['REQUEST_TIMEOUT_MS', '30s', /REQUEST_TIMEOUT_MS must be a whole number from 100/],
    ['REQUEST_TIMEOUT_MS', '50', /REQUEST_TIMEOUT_MS must be a whole number/],
    ['ENGINE_THREADS', '100', /ENGINE_THREADS must be a whole number from 0 to 64/],
    ['IMPORT_THREADS', '0', /IMPORT_THREADS must be a whole number from 1 to 64/],
    ['IMPORT_MEMORY_MB', '64', /IMPORT_MEMORY_MB must be a whole number from 128/],
    ['IMPORT_MAX_BYTES', '20MB', /IMPORT_MAX_BYTES must be a whole number from 1024/],
    ['IMPORT_MAX_UNPACKED_BYTES', '10', /IMPORT_MAX_UNPACKED_BYTES must be a whole number/],
    ['IMPORT_MAX_PDF_PAGES', '0', /IMPORT_MAX_PDF_PAGES must be a whole number from 1/],
    ['IMPORT_TIMEOUT_MS', '30s', /IMPORT_TIMEOUT_MS must be a whole number from 100/],
    ['IMPORT_MAX_OCR_PAGES', '-1', /IMPORT_MAX_OCR_PAGES must be a whole number from 0/],
    ['IMPORT_OCR_PAGE_TIMEOUT_MS', '10', /IMPORT_OCR_PAGE_TIMEOUT_MS must be a whole number/],
    ['VITE_SUPABASE_URL', 'abc.supabase.co', /VITE_SUPABASE_URL must be an http\(s\) URL/],
    ['VITE_SUPABASE_URL', 'ftp://x.org', /VITE_SUPABASE_URL must be an http\(s\) URL/],
    ['ABSTRACT_PROVIDER', 'gpt', /ABSTRACT_PROVIDER must be one of: local.* \(got "gpt"\)/],
  ])('rejects %s=%j with a message naming the variable', (name, value, message) => {
    const load = () => loadConfig({ [name]: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(message);
  });

  it("never repeats a bad REDIS_URL's value, which may hold a password", () => {
    expect(() => loadConfig({ REDIS_URL: 'redis//:hunter2@cache:6379' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('hunter2') }),
    );
  });

  describe('the request deadline with an AI provider', () => {
    const ai = { ABSTRACT_PROVIDER: 'openai', ABSTRACT_MODEL: 'm', OPENAI_API_KEY: 'k' };

    it('defaults to two provider calls plus a rate-limit wait, not the local 30 s', () => {
      expect(loadConfig(ai).requestTimeoutMs).toBe(2 * 60_000 + 15_000);
      expect(loadConfig({ ...ai, ABSTRACT_TIMEOUT_MS: '5000' }).requestTimeoutMs).toBe(25_000);
    });

    it('refuses a deadline that would cut a corrected answer off', () => {
      const load = () =>
        loadConfig({ ...ai, ABSTRACT_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '30000' });
      expect(load).toThrow(ConfigError);
      expect(load).toThrow(/REQUEST_TIMEOUT_MS must be at least 55000 with an AI provider/);
    });

    it('accepts a longer one', () => {
      expect(loadConfig({ ...ai, REQUEST_TIMEOUT_MS: '200000' }).requestTimeoutMs).toBe(200_000);
    });
  });
});
