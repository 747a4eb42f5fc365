/** Reading the server's environment variables: one error type, and readers that name the variable. */

export type Env = Readonly<Record<string, string | undefined>>;

/** A bad environment variable: the message names it and says what it must be (never a key's value). */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** An unset or blank variable counts as not given, so `PORT=` in a .env file means the default. */
export function readEnv(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** A whole number from `min` to `max`, or `fallback` when unset. */
export function readInteger(
  env: Env,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = readEnv(env, name);
  if (raw === undefined) return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
  }
  return value;
}
