/** Read-aloud of seed §4: the standard abstract spoken at rate 0.9, pitch 1. */
import { SPEECH_PITCH, SPEECH_RATE } from '@abstractly/contracts';

export type SpeechHost = Pick<SpeechSynthesis, 'speak' | 'cancel'>;

export function speechHost(): SpeechHost | undefined {
  return typeof window !== 'undefined' && 'speechSynthesis' in window
    ? window.speechSynthesis
    : undefined;
}

/** Starts speaking `text`, ending anything already spoken; `onDone` fires when it stops by itself. */
export function startReading(host: SpeechHost, text: string, onDone: () => void): void {
  host.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.rate = SPEECH_RATE;
  utterance.pitch = SPEECH_PITCH;
  utterance.onend = onDone;
  utterance.onerror = onDone;
  host.speak(utterance);
}
