import { AboutContent } from '#web/features/content/about-content.tsx';

export function Component() {
  return <AboutContent />;
}
