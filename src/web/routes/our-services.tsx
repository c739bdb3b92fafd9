import { ServicesContent } from '#web/features/content/services-content.tsx';

export function Component() {
  return <ServicesContent />;
}
