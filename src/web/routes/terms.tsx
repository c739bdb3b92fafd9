import { TermsContent } from '#web/features/content/terms-content.tsx';

export function Component() {
  return <TermsContent />;
}
