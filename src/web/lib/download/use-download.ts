import { useState } from 'react';
import { withProgressToast } from '#web/lib/toast/progress-toast.ts';

/**
 * A download behind a progress toast ("Preparing the CSV" → "CSV downloaded", or the server's
 * message), with `busy` for the button while it runs. The failure is shown by the toast only.
 */
export function useDownload(
  download: () => Promise<void>,
  texts: { loading: string; success: string },
) {
  const [busy, setBusy] = useState(false);
  async function start() {
    setBusy(true);
    await withProgressToast(download, texts).catch(() => undefined);
    setBusy(false);
  }
  return { busy, start: () => void start() };
}
