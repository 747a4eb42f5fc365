/** A model's answer tidied and checked by code: the versions and keywords, then the companions. */
import type { AbstractPlan } from '@abstractly/contracts';
import type { ModelOutput } from './output-schema.ts';
import { tidyCompanions, verifyCompanions } from './verify-companions.ts';
import { tidyOutput, verifyOutput, type Verification } from './verify.ts';

export interface CheckedAnswer {
  output: ModelOutput;
  verification: Verification;
}

/** `source` is the user's full text (title and content), `paper` the content the claims are checked against. */
export function checkAnswer(
  raw: ModelOutput,
  plan: AbstractPlan,
  source: string,
  paper: string,
): CheckedAnswer {
  const output = tidyCompanions(tidyOutput(raw, plan).output);
  const verification = verifyOutput(output, plan, source, paper);
  const companions = verifyCompanions(output, plan, source, paper);
  return {
    output,
    verification: {
      ...verification,
      failures: [...verification.failures, ...companions.failures],
      unsupportedNumbers: [
        ...new Set([...verification.unsupportedNumbers, ...companions.unsupportedNumbers]),
      ],
    },
  };
}
