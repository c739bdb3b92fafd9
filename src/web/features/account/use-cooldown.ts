import { useCallback, useEffect, useState } from 'react';

/**
 * A countdown in whole seconds (for "Resend OTP in 25s"), running from the first render;
 * `restart()` starts it again.
 */
export function useCooldown(seconds: number) {
  const [until, setUntil] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, until - now));
    return () => clearTimeout(timer);
  }, [until, now]);
  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setUntil(start + seconds * 1000);
  }, [seconds]);
  return { remaining: Math.max(0, Math.ceil((until - now) / 1000)), restart };
}
