import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Many tests start real servers and worker threads that load the engine or the importer
    // (seconds on a busy 2-core machine): a slow start is not a failure, a hang still is.
    testTimeout: 20_000,
    // Every app.request writes a JSON request-log line; kept out of the report so failures stand out.
    onConsoleLog: (log) => !/^\{"time":"[^"]*","method":/.test(log),
  },
});
