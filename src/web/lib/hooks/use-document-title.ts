import { useEffect } from 'react';
import { settings } from '#web/lib/settings/settings.ts';

/** "About us · Campus Threads"; the shop name alone when no page title is given. */
function pageTitle(title?: string): string {
  return title ? `${title} · ${settings.shopName}` : settings.shopName;
}

/** Sets the browser tab title for the page while it is shown. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
