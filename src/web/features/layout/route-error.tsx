import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { paths } from '#web/lib/routing/paths.ts';

function describe(error: unknown): { title: string; text: string } {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return { title: 'Page not found', text: 'We could not find what you were looking for.' };
  }
  const message = error instanceof Error ? error.message : '';
  if (/dynamically imported module|Importing a module script failed|Loading chunk/i.test(message)) {
    return {
      title: 'The shop was just updated',
      text: 'Please reload the page to get the latest version.',
    };
  }
  return {
    title: 'Something went wrong',
    text: 'This page could not be shown. Please try again in a moment.',
  };
}

/** Friendly message for a page that failed to load or render. */
export function RouteError() {
  const error = useRouteError();
  const { title, text } = describe(error);
  if (import.meta.env.DEV) console.error(error);
  return (
    <Container width="narrow" className="flex flex-col items-center gap-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="max-w-md text-muted">{text}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <ButtonLink to={paths.home} variant="outline">
          Go home
        </ButtonLink>
      </div>
    </Container>
  );
}
