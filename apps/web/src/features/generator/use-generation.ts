import {
  MESSAGES,
  missingRequiredFields,
  type AbstractResult,
  type GenerationForm,
} from '@abstractly/contracts';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { generateAbstract } from './api/generate-abstract.ts';
import { useProgress } from './use-progress.ts';

type RequiredField = ReturnType<typeof missingRequiredFields>[number];

/**
 * The generation states of seed §4: idle → generating (button disabled, progress rises) →
 * success or failure. Validation happens first, with the same rule the server applies (seed §5).
 */
export function useGeneration(options: {
  onSuccess: (result: AbstractResult, form: GenerationForm) => void;
  onMissing: (fields: RequiredField[]) => void;
}) {
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const progress = useProgress();

  const generate = async (form: GenerationForm) => {
    if (inFlight.current) return;
    const missing = missingRequiredFields(form);
    if (missing.length > 0) {
      toast.error(MESSAGES.missingTitle, { description: MESSAGES.missingFields });
      options.onMissing(missing);
      return;
    }
    inFlight.current = true;
    setBusy(true);
    progress.start();
    const outcome = await generateAbstract(form);
    progress.complete();
    inFlight.current = false;
    setBusy(false);
    if (outcome.ok) options.onSuccess(outcome.result, form);
    else toast.error(MESSAGES.generationFailedTitle, { description: outcome.message });
  };

  return { busy, progress: progress.value, generate };
}
