/** Node entry: validates the environment, then serves the API and the built page. */
import { ConfigError, loadConfig } from './config.ts';
import { runServer } from './serve.ts';

try {
  await runServer(loadConfig(process.env));
} catch (error) {
  // A bad variable stops the start with its message; nothing runs half-configured.
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
}
