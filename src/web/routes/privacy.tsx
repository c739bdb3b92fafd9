import { PrivacyContent } from '#web/features/content/privacy-content.tsx';

export function Component() {
  return <PrivacyContent />;
}
