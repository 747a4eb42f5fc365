import { useEffect, useRef, useState } from 'react';
import { createProgressTimer, type ProgressTimer } from './progress.ts';

/** The progress timer as React state; timers stop when the page goes away. */
export function useProgress() {
  const [value, setValue] = useState(0);
  const timer = useRef<ProgressTimer | null>(null);
  useEffect(() => {
    const created = createProgressTimer(setValue);
    timer.current = created;
    return () => created.dispose();
  }, []);
  return {
    value,
    start: () => timer.current?.start(),
    complete: () => timer.current?.complete(),
  };
}
