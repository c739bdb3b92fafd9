import { useEffect } from 'react';
import { settings } from '#web/lib/settings.ts';

/** Sets the tab title ("Shop · Campus Threads") while the page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${settings.shopName}`;
  }, [title]);
}
