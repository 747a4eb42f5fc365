/**
 * Deno entry of the generate-abstract function: the same Hono app as the Node server, served with
 * Deno.serve, so it deploys unchanged to Supabase Edge Functions (which call it at
 * /generate-abstract after stripping /functions/v1; the app answers at both paths).
 */
import { createApp } from '../../../apps/server/src/app.ts';
import { ConfigError, loadConfig } from '../../../apps/server/src/config.ts';
import { createProvider } from '../../../apps/server/src/providers/create-provider.ts';

function configFromEnv() {
  try {
    return loadConfig(Deno.env.toObject());
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // Same rule as the Node entry: a bad variable stops the start, nothing runs half-configured.
    console.error(`Configuration error: ${error.message}`);
    Deno.exit(1);
  }
}

const config = configFromEnv();
const app = createApp({ config, provider: createProvider(config.provider) });

// Supabase's runtime picks the port itself; PORT/HOST only apply when run directly (tests, self-hosting).
const listen =
  Deno.env.get('PORT') === undefined ? {} : { port: config.port, hostname: config.host };
Deno.serve(listen, app.fetch);
