/** Batch mode: one JSON request per input line, one JSON result line per request, in order. */
import { createInterface } from 'node:readline';
import type { ErrorLogger } from '../generate.ts';
import { generateEnvelope } from '../generate.ts';
import type { Provider } from '../providers/types.ts';

export interface BatchLine {
  id: unknown;
  success: boolean;
  error?: string;
  data?: unknown;
}

/** The caller's id (string or number) for matching answers to requests; null when absent. */
function idOf(request: unknown): unknown {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) return null;
  const id = (request as Record<string, unknown>).id;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

export async function answerLine(
  line: string,
  lineNumber: number,
  provider: Provider,
  log: ErrorLogger,
): Promise<BatchLine> {
  let request: unknown;
  try {
    request = JSON.parse(line);
  } catch {
    return { id: null, success: false, error: `Line ${lineNumber} is not valid JSON.` };
  }
  const id = idOf(request);
  const { envelope } = await generateEnvelope(request, provider, log);
  return envelope.success
    ? { id, success: true, data: envelope.data }
    : { id, success: false, error: envelope.error };
}

/**
 * Streams `input` line by line through one provider (nothing restarts per line) and writes each
 * answer as soon as it is ready. Blank lines are skipped. Returns how many requests failed.
 */
export async function runBatch(
  input: NodeJS.ReadableStream,
  output: NodeJS.WritableStream,
  provider: Provider,
  log: ErrorLogger,
): Promise<{ total: number; failed: number }> {
  let total = 0;
  let failed = 0;
  let lineNumber = 0;
  for await (const line of createInterface({ input, crlfDelay: Infinity })) {
    lineNumber += 1;
    if (line.trim() === '') continue;
    const answer = await answerLine(line, lineNumber, provider, log);
    total += 1;
    if (!answer.success) failed += 1;
    // Respect backpressure so a large batch piped to a slow reader does not pile up in memory.
    if (!output.write(`${JSON.stringify(answer)}\n`)) {
      await new Promise((resolve) => output.once('drain', resolve));
    }
  }
  return { total, failed };
}
