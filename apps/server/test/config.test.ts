import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_HOST,
  DEFAULT_MAX_BODY_BYTES,
  DEFAULT_PORT,
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
    });
    expect([DEFAULT_PORT, DEFAULT_HOST, DEFAULT_MAX_BODY_BYTES]).toEqual([
      8787,
      '127.0.0.1',
      2_097_152,
    ]);
  });

  it('reads every variable it knows', () => {
    expect(
      loadConfig({
        PORT: '9000',
        HOST: '0.0.0.0',
        MAX_BODY_BYTES: '4096',
        WEB_DIST_DIR: '/srv/web',
        ABSTRACT_PROVIDER: 'local',
      }),
    ).toEqual({
      port: 9000,
      host: '0.0.0.0',
      maxBodyBytes: 4096,
      webDistDir: '/srv/web',
      provider: { name: 'local' },
    });
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ PORT: '', HOST: '  ', WEB_DIST_DIR: '' })).toEqual(loadConfig({}));
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
    ['ABSTRACT_PROVIDER', 'gpt', /ABSTRACT_PROVIDER must be one of: local.* \(got "gpt"\)/],
  ])('rejects %s=%j with a message naming the variable', (name, value, message) => {
    const load = () => loadConfig({ [name]: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(message);
  });
});
