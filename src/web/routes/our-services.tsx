import { ServicesContent } from '#web/features/content/services-content.tsx';
import { NO_PREFILL } from '#web/features/forms/form-choices.ts';
import {
  preloadServiceEnquiry,
  useServiceEnquiry,
} from '#web/features/forms/use-service-enquiry.tsx';
import { useContactDetails } from '#web/features/profile/contact-details.ts';
import { useSession } from '#web/lib/session/session.ts';

/** /ourServices: the four services; their buttons open the Get Our Services popup. */
export function Component() {
  const prefill = useContactDetails(useSession()) ?? NO_PREFILL;
  const enquiry = useServiceEnquiry(prefill);
  return (
    <>
      <ServicesContent onEnquire={enquiry.open} onIntent={preloadServiceEnquiry} />
      {enquiry.dialog}
    </>
  );
}
