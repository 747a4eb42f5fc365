import {
  MESSAGES,
  missingRequiredFields,
  type AbstractResult,
  type GenerationForm,
} from '@abstractly/contracts';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { generateAbstract, generatePrivately } from './api/generate-abstract.ts';
import { useProgress } from './use-progress.ts';

type RequiredField = ReturnType<typeof missingRequiredFields>[number];

/** Where the abstract is generated: the server's function, or the engine in this tab. */
export type GenerationMode = 'server' | 'browser';

/** Offered when the server cannot be reached. */
export const GENERATE_IN_BROWSER_ACTION = 'Generate in my browser instead';

/** An error toast with an action must stay long enough to be reached. */
const OFFER_TOAST_MS = 15_000;

/**
 * The generation states of seed §4: idle → generating (button disabled, progress rises) →
 * success or failure. Validation happens first, with the same rule the server applies (seed §5).
 */
export function useGeneration(options: {
  onSuccess: (result: AbstractResult, form: GenerationForm) => void;
  onMissing: (fields: RequiredField[]) => void;
  /** The user took the offer to generate in the browser: turn private mode on. */
  onSwitchToBrowser: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const progress = useProgress();

  const generate = async (form: GenerationForm, mode: GenerationMode) => {
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
    const outcome = await (mode === 'browser' ? generatePrivately(form) : generateAbstract(form));
    progress.complete();
    inFlight.current = false;
    setBusy(false);
    if (outcome.ok) options.onSuccess(outcome.result, form);
    else if (outcome.unreachable) {
      // The server is out of reach; the engine in this tab is not (product.md: private mode).
      toast.error(MESSAGES.generationFailedTitle, {
        description: `${outcome.message} The server could not be reached; you can generate in this browser instead, and the text stays on this device.`,
        duration: OFFER_TOAST_MS,
        action: {
          label: GENERATE_IN_BROWSER_ACTION,
          onClick: () => {
            options.onSwitchToBrowser();
            void generate(form, 'browser');
          },
        },
      });
    } else toast.error(MESSAGES.generationFailedTitle, { description: outcome.message });
  };

  return { busy, progress: progress.value, generate };
}
