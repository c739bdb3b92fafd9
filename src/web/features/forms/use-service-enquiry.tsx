import { lazy, Suspense, useRef, useState } from 'react';
import type { Service } from '#shared/contract/forms.ts';
import type { ContactPrefill } from './form-choices.ts';

const ServiceEnquiryDialog = lazy(() =>
  import('./service-enquiry-dialog.tsx').then((m) => ({ default: m.ServiceEnquiryDialog })),
);

/** Loads the popup's code ahead of the click (on hover or focus of a button that opens it). */
export const preloadServiceEnquiry = () => void import('./service-enquiry-dialog.tsx');

/**
 * The Our Services page's Get Our Services popup: `open(service)` shows it with that service
 * ticked (its code loads then), `dialog` is the popup to render beside the page.
 */
export function useServiceEnquiry(prefill: ContactPrefill) {
  const [service, setService] = useState<Service | null | undefined>(undefined);
  // The popup has no Radix trigger, so focus goes back to the button that opened it by hand.
  const opener = useRef<HTMLElement | null>(null);
  const open = (picked: Service | null = null) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setService(picked);
  };
  const close = () => {
    setService(undefined);
    const element = opener.current;
    requestAnimationFrame(() => element?.focus());
  };
  const dialog = service !== undefined && (
    <Suspense fallback={null}>
      <ServiceEnquiryDialog
        onOpenChange={(isOpen) => !isOpen && close()}
        service={service}
        prefill={prefill}
      />
    </Suspense>
  );
  return { open, dialog };
}
