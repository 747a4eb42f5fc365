import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { speechHost, startReading } from './read-aloud.ts';

/** Listen/Stop as a toggle; speaking stops when the text changes or the page goes away. */
export function useReadAloud(text: string) {
  const [speaking, setSpeaking] = useState(false);

  useEffect(() => {
    return () => {
      speechHost()?.cancel();
      setSpeaking(false);
    };
  }, [text]);

  const toggle = () => {
    const host = speechHost();
    if (!host) {
      toast.error('Read-Aloud Unavailable', {
        description: 'This browser cannot read text aloud.',
      });
      return;
    }
    if (speaking) {
      host.cancel();
      setSpeaking(false);
      return;
    }
    startReading(host, text, () => setSpeaking(false));
    setSpeaking(true);
  };

  return { speaking, toggle };
}
