import { useEffect, useState } from 'react';

/**
 * The server's time now, ticking every second: this device's clock corrected by `skewMs` (what
 * the server's last reply said, get-drops.ts). Countdowns read it, never the device's clock.
 */
export function useServerNow(skewMs: number): number {
  const [now, setNow] = useState(() => Date.now() + skewMs);
  useEffect(() => {
    setNow(Date.now() + skewMs);
    const timer = setInterval(() => setNow(Date.now() + skewMs), 1000);
    return () => clearInterval(timer);
  }, [skewMs]);
  return now;
}
