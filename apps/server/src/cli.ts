/** The `abstractly` command: generate one abstract or a batch of them, check one, or run the server. */
import { createReadStream } from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { runBatch } from './cli/batch.ts';
import { readSource } from './cli/read-source.ts';
import { USAGE, UsageError } from './cli/usage.ts';
import { ConfigError, loadConfig } from './config.ts';
import { checkEnvelope } from './check.ts';
import { formatCheck, formatEvidence } from './cli/format-check.ts';
import { formatCompanions } from './cli/format-companions.ts';
import { generateEnvelope, logToConsole } from './generate.ts';
import { createProvider } from './providers/create-provider.ts';
import type { Provider } from './providers/types.ts';
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
  companions: { type: 'boolean' },
  batch: { type: 'string' },
} as const;

const CHECK_OPTIONS = {
  paper: { type: 'string' },
  title: { type: 'string' },
  journal: { type: 'string' },
  words: { type: 'string' },
  style: { type: 'string' },
  level: { type: 'string' },
  language: { type: 'string' },
  json: { type: 'boolean' },
  evidence: { type: 'boolean' },
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

/** Where the CLI reads and writes; the real process by default, streams in tests. */
export interface CliIo {
  stdin: NodeJS.ReadableStream;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  env: NodeJS.ProcessEnv;
  /** Replaces the configured provider (tests use it to reach the failure paths). */
  provider?: Provider;
}

const PROCESS_IO: CliIo = {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
};

async function generateCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parse(args, GENERATE_OPTIONS);
  if (values.batch !== undefined) {
    if (positionals.length > 0)
      throw new UsageError('--batch reads requests from its file; give no paper file too.');
    const other = Object.keys(values).find((name) => name !== 'batch');
    if (other !== undefined) {
      throw new UsageError(`--batch takes every setting from each line; drop --${other}.`);
    }
    const input = values.batch === '-' ? io.stdin : await openBatchFile(values.batch);
    const provider = io.provider ?? createProvider(loadConfig(io.env).provider);
    const { failed } = await runBatch(input, io.stdout, provider, logToConsole);
    return failed > 0 ? EXIT_FAILED : EXIT_OK;
  }
  if (positionals.length !== 1) {
    throw new UsageError('Give one paper file, or - for standard input.');
  }
  const source = await readSource(positionals[0]!, io.stdin, values.language);
  const body = {
    // A document that names its title saves typing --title.
    research_title: values.title ?? source.title,
    research_content: source.text,
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
  const provider = io.provider ?? createProvider(loadConfig(io.env).provider);
  const { status, envelope } = await generateEnvelope(body, provider, logToConsole);
  if (values.json) io.stdout.write(`${JSON.stringify(envelope)}\n`);
  else if (envelope.success) {
    io.stdout.write(`${envelope.data.abstract}\n`);
    if (values.companions) io.stdout.write(`\n${formatCompanions(envelope.data, values.journal)}`);
  }
  if (envelope.success) return EXIT_OK;
  // A request the contracts reject (missing or invalid field) is a usage error: the flags were wrong.
  if (status === 400) throw new UsageError(envelope.error);
  if (!values.json) io.stderr.write(`abstractly: ${envelope.error}\n`);
  return EXIT_FAILED;
}

/**
 * `abstractly check abstract.txt --paper paper.pdf`: the check-abstract function on
 * the command line. Exit 1 when a finding is an error (a number not in the paper, a venue limit
 * broken…), so it can guard a submission script.
 */
async function checkCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parse(args, CHECK_OPTIONS);
  if (positionals.length !== 1)
    throw new UsageError('Give one abstract file (.txt, .docx…), or - for standard input.');
  if (positionals[0] === '-' && values.paper === '-')
    throw new UsageError('Only one of the abstract and --paper can come from standard input.');
  if (values.evidence && values.paper === undefined)
    throw new UsageError(
      '--evidence shows where each sentence comes from in the paper: add --paper <file>.',
    );
  const abstract = await readSource(positionals[0]!, io.stdin);
  const paper =
    values.paper === undefined
      ? undefined
      : await readSource(values.paper, io.stdin, values.language);
  const body = {
    abstract: abstract.text,
    research_title: values.title ?? paper?.title,
    research_content: paper?.text,
    word_count_target: numberOrText(values.words),
    optimize_for_journal: values.journal,
    abstract_style: values.style,
    academic_level: values.level,
    language: values.language,
  };
  const { status, envelope } = checkEnvelope(body, logToConsole);
  if (values.json) io.stdout.write(`${JSON.stringify(envelope)}\n`);
  if (!envelope.success) {
    if (status === 400) throw new UsageError(envelope.error);
    if (!values.json) io.stderr.write(`abstractly: ${envelope.error}\n`);
    return EXIT_FAILED;
  }
  if (!values.json) io.stdout.write(formatCheck(abstract.text, envelope.data));
  if (!values.json && values.evidence)
    io.stdout.write(formatEvidence(abstract.text, paper?.text ?? '', envelope.data));
  return envelope.data.findings.some((f) => f.severity === 'error') ? EXIT_FAILED : EXIT_OK;
}

async function openBatchFile(path: string) {
  const stream = createReadStream(path, 'utf8');
  // Surface a missing file as a usage error before any line is written.
  await new Promise<void>((resolve, reject) => {
    stream.once('readable', resolve);
    stream.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new UsageError(`File not found: ${path}`)
          : error.code === 'EISDIR'
            ? new UsageError(`${path} is a folder; give the path of a .jsonl file.`)
            : error,
      ),
    );
  });
  return stream;
}

/** A bad --port or --host is named as the flag the user typed, not the variable it overrides. */
function loadConfigFromFlags(env: NodeJS.ProcessEnv, flags: { port?: string; host?: string }) {
  try {
    return loadConfig(env);
  } catch (error) {
    const flag = /^(PORT|HOST) /.exec((error as Error).message)?.[1]?.toLowerCase();
    if (flag !== undefined && flags[flag as 'port' | 'host'] !== undefined) {
      throw new UsageError((error as Error).message.replace(/^(PORT|HOST)/, `--${flag}`));
    }
    throw error;
  }
}

async function serveCommand(args: string[], io: CliIo): Promise<number | undefined> {
  const { values, positionals } = parse(args, SERVE_OPTIONS);
  if (positionals.length > 0)
    throw new UsageError(`serve takes no arguments (got "${positionals.join(' ')}").`);
  // --port/--host override PORT/HOST and go through the same validation.
  const env = {
    ...io.env,
    ...(values.port && { PORT: values.port }),
    ...(values.host && { HOST: values.host }),
  };
  await runServer(loadConfigFromFlags(env, values));
  return undefined; // keep running
}

/** Runs one command line; resolves to the exit code, or undefined while the server keeps running. */
export async function main(argv: string[], io: CliIo = PROCESS_IO): Promise<number | undefined> {
  const [command, ...rest] = argv;
  try {
    if (command === undefined) throw new UsageError('Say what to do: generate, check or serve.');
    if (command === '--help' || command === '-h' || command === 'help') {
      io.stdout.write(`${USAGE}\n`);
      return EXIT_OK;
    }
    if (command === 'generate') return await generateCommand(rest, io);
    if (command === 'check') return await checkCommand(rest, io);
    if (command === 'serve') return await serveCommand(rest, io);
    throw new UsageError(`Unknown command "${command}".`);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`abstractly: ${error.message}\nRun "abstractly --help" for usage.\n`);
      return EXIT_USAGE;
    }
    if (error instanceof ConfigError) {
      io.stderr.write(`abstractly: configuration error: ${error.message}\n`);
      return EXIT_USAGE;
    }
    logToConsole('abstractly failed:', error);
    return EXIT_FAILED;
  }
}
