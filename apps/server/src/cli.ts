/** The `abstractly` command: generate one abstract, a batch of them, or run the server. */
import { createReadStream } from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { runBatch } from './cli/batch.ts';
import { readSource } from './cli/read-source.ts';
import { USAGE, UsageError } from './cli/usage.ts';
import { ConfigError, loadConfig } from './config.ts';
import { generateEnvelope, logToConsole } from './generate.ts';
import { createProvider } from './providers/create-provider.ts';
import { runServer } from './serve.ts';

const EXIT_OK = 0;
const EXIT_FAILED = 1;
const EXIT_USAGE = 2;

const GENERATE_OPTIONS = {
  title: { type: 'string' },
  field: { type: 'string' },
  level: { type: 'string' },
  style: { type: 'string' },
  words: { type: 'string' },
  language: { type: 'string' },
  journal: { type: 'string' },
  creativity: { type: 'string' },
  technicality: { type: 'string' },
  'no-citations': { type: 'boolean' },
  instructions: { type: 'string' },
  json: { type: 'boolean' },
  batch: { type: 'string' },
} as const;

const SERVE_OPTIONS = { port: { type: 'string' }, host: { type: 'string' } } as const;

/** parseArgs' own errors, reworded into what to type. */
function parse<const T extends NonNullable<ParseArgsConfig['options']>>(
  args: string[],
  options: T,
) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** A numeric option goes to the contracts as a number; anything else as typed, so they name it. */
const numberOrText = (value: string | undefined) =>
  value === undefined
    ? undefined
    : value.trim() !== '' && Number.isFinite(Number(value))
      ? Number(value)
      : value;

function providerFromEnv() {
  return createProvider(loadConfig(process.env).provider);
}

async function generateCommand(args: string[]): Promise<number> {
  const { values, positionals } = parse(args, GENERATE_OPTIONS);
  if (values.batch !== undefined) {
    if (positionals.length > 0)
      throw new UsageError('--batch reads requests from its file; give no paper file too.');
    const input = values.batch === '-' ? process.stdin : await openBatchFile(values.batch);
    const { failed } = await runBatch(input, process.stdout, providerFromEnv(), logToConsole);
    return failed > 0 ? EXIT_FAILED : EXIT_OK;
  }
  if (positionals.length !== 1) {
    throw new UsageError('Give one paper file (a .txt path, or - for standard input).');
  }
  const body = {
    research_title: values.title,
    research_content: await readSource(positionals[0]!, process.stdin),
    research_field: values.field,
    academic_level: values.level,
    abstract_style: values.style,
    word_count_target: numberOrText(values.words),
    creativity_level: numberOrText(values.creativity),
    technicality_level: numberOrText(values.technicality),
    include_citations: values['no-citations'] !== true,
    language: values.language,
    optimize_for_journal: values.journal,
    custom_instructions: values.instructions,
  };
  const { status, envelope } = await generateEnvelope(body, providerFromEnv(), logToConsole);
  if (values.json) process.stdout.write(`${JSON.stringify(envelope)}\n`);
  else if (envelope.success) process.stdout.write(`${envelope.data.abstract}\n`);
  if (envelope.success) return EXIT_OK;
  // A request the contracts reject (missing or invalid field) is a usage error: the flags were wrong.
  if (status === 400) throw new UsageError(envelope.error);
  if (!values.json) process.stderr.write(`abstractly: ${envelope.error}\n`);
  return EXIT_FAILED;
}

async function openBatchFile(path: string) {
  const stream = createReadStream(path, 'utf8');
  // Surface a missing file as a usage error before any line is written.
  await new Promise<void>((resolve, reject) => {
    stream.once('readable', resolve);
    stream.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new UsageError(`File not found: ${path}`) : error),
    );
  });
  return stream;
}

async function serveCommand(args: string[]): Promise<number | undefined> {
  const { values, positionals } = parse(args, SERVE_OPTIONS);
  if (positionals.length > 0)
    throw new UsageError(`serve takes no arguments (got "${positionals.join(' ')}").`);
  // --port/--host override PORT/HOST and go through the same validation.
  const env = {
    ...process.env,
    ...(values.port && { PORT: values.port }),
    ...(values.host && { HOST: values.host }),
  };
  await runServer(loadConfig(env));
  return undefined; // keep running
}

export async function main(argv: string[]): Promise<number | undefined> {
  const [command, ...rest] = argv;
  try {
    if (command === undefined) throw new UsageError('Say what to do: generate or serve.');
    if (command === '--help' || command === '-h' || command === 'help') {
      process.stdout.write(`${USAGE}\n`);
      return EXIT_OK;
    }
    if (command === 'generate') return await generateCommand(rest);
    if (command === 'serve') return await serveCommand(rest);
    throw new UsageError(`Unknown command "${command}".`);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`abstractly: ${error.message}\nRun "abstractly --help" for usage.\n`);
      return EXIT_USAGE;
    }
    if (error instanceof ConfigError) {
      process.stderr.write(`abstractly: configuration error: ${error.message}\n`);
      return EXIT_USAGE;
    }
    logToConsole('abstractly failed:', error);
    return EXIT_FAILED;
  }
}

const code = await main(process.argv.slice(2));
if (code !== undefined) process.exitCode = code;
