/**
 * zod 4 probes whether `new Function` is allowed (its JIT fast path). Under the page's strict
 * Content-Security-Policy that probe is a reported violation, so schemas run without the JIT.
 * Imported first by every module that builds a schema.
 */
import { z } from 'zod';

z.config({ jitless: true });
