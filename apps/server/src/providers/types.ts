/** What every generation provider (the local engine, an AI provider) offers the route. */
import type { GenerateRequest, GenerationPayload } from '@abstractly/contracts';

export type { GenerationPayload };

export interface Provider {
  /** 'local', 'openai', 'openai-compatible', 'anthropic' or 'google'. */
  readonly name: string;
  /**
   * How many generations it runs at once (engine threads, ABSTRACT_CONCURRENCY); more wait in the
   * app's first-come-first-served queue. Undefined: no limit.
   */
  readonly concurrency?: number;
  /**
   * Generates every part of the result for a validated request. Fails with an AppError whose
   * message a user understands; any other error becomes 'Failed to generate abstract'.
   */
  generate(
    request: GenerateRequest,
    options?: { signal?: AbortSignal },
  ): Promise<GenerationPayload>;
}
