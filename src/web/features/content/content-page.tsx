import { useId } from 'react';
import type { ReactNode } from 'react';
import { Container } from '#web/components/ui/container.tsx';
import { useDocumentTitle } from '#web/lib/hooks/use-document-title.ts';

interface ContentPageProps {
  /** The page's only h1. */
  title: string;
  /** Tab title, when it should differ from the heading ("FAQs" vs "Frequently asked questions"). */
  tabTitle?: string;
  /** A short line above the heading. */
  eyebrow?: string;
  intro: ReactNode;
  /** `wide` for pages with art beside the text (our services). */
  width?: 'narrow' | 'default';
  children: ReactNode;
}

/** The frame every static page shares: heading, intro, then sections. */
export function ContentPage({
  title,
  tabTitle,
  eyebrow,
  intro,
  width = 'narrow',
  children,
}: ContentPageProps) {
  useDocumentTitle(tabTitle ?? title);
  return (
    <Container width={width} className="py-8 md:py-12">
      <article>
        <header className="border-b border-line pb-6 md:pb-8">
          {eyebrow && (
            <p className="text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p>
          )}
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink md:text-4xl">{title}</h1>
          <div className="mt-4 max-w-2xl text-lg leading-8 text-muted">{intro}</div>
        </header>
        <div className="mt-8 space-y-10 md:mt-10 md:space-y-12">{children}</div>
      </article>
    </Container>
  );
}

interface ContentSectionProps {
  title: string;
  children: ReactNode;
}

/** One titled section (h2) of a static page, with readable body text. */
export function ContentSection({ title, children }: ContentSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4 text-base leading-7 text-ink">
      <h2 id={id} className="text-xl font-semibold tracking-tight md:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
