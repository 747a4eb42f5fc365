import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Every app.request writes a JSON request-log line; kept out of the report so failures stand out.
    onConsoleLog: (log) => !/^\{"time":"[^"]*","method":/.test(log),
  },
});
