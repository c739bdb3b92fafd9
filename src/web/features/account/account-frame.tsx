import type { ReactNode } from 'react';
import { Container } from '#web/components/ui/container.tsx';
import { useDocumentTitle } from '#web/lib/hooks/use-document-title.ts';

interface AccountFrameProps {
  /** The page's h1 (also the tab title). */
  title: string;
  /** A line under the heading. */
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card ("Already have an account? Log in"). */
  footer?: ReactNode;
}

/** The frame of the account screens (signup, login, password reset): one centred card. */
export function AccountFrame({ title, intro, children, footer }: AccountFrameProps) {
  useDocumentTitle(title);
  return (
    <div className="min-h-[calc(100dvh-4rem)] bg-surface">
      <Container width="narrow" className="py-6 sm:py-12">
        <div className="mx-auto w-full max-w-md rounded-card border border-line bg-white px-4 py-6 shadow-sm sm:px-8 sm:py-8">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
          {intro && <div className="mt-2 text-base text-muted">{intro}</div>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && (
          <div className="mx-auto mt-6 w-full max-w-md text-center text-sm text-muted">
            {footer}
          </div>
        )}
      </Container>
    </div>
  );
}
