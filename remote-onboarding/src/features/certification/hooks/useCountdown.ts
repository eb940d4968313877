import { useEffect, useState } from 'react';

const secondsUntil = (deadlineMs: number) => Math.max(0, Math.ceil((deadlineMs - Date.now()) / 1000));

/**
 * Whole seconds left until `deadlineMs` (this browser's clock, set from the seconds the server said were
 * left, so a wrong clock on the device does not move it), ticking each second and stopping at 0.
 */
export function useCountdown(deadlineMs: number | null): number | null {
  // The seconds left as last counted, for the deadline they were counted to.
  const [counted, setCounted] = useState<{ deadlineMs: number; seconds: number } | null>(null);
  useEffect(() => {
    if (deadlineMs === null) return undefined;
    const count = () => {
      const seconds = secondsUntil(deadlineMs);
      setCounted({ deadlineMs, seconds });
      if (seconds === 0) clearInterval(timer);
    };
    const timer = setInterval(count, 1000);
    return () => clearInterval(timer);
  }, [deadlineMs]);
  if (deadlineMs === null) return null;
  return counted?.deadlineMs === deadlineMs ? counted.seconds : secondsUntil(deadlineMs);
}
