import { useCallback } from 'react';
import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { findClubPage, useClubPage } from '#web/features/clubs/get-club-pages.ts';
import { ClubView } from '#web/features/clubs/club-view.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { useDocumentTitle } from '#web/lib/hooks/use-document-title.ts';
import { loaderQueryClient } from '#web/lib/api/page-draw.ts';
import { Component as NotFound } from './not-found.tsx';

/** /clubs/{slug}: the club's page from the cache (drawn pages carry it); an unknown club is not found. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const page = await findClubPage(params.slug, loaderQueryClient(context));
  return { found: page !== null };
}

export function Component() {
  const { found } = useLoaderData<typeof loader>();
  const { slug = '' } = useParams();
  return found ? <ClubPage slug={slug} /> : <NotFound />;
}

function ClubPage({ slug }: { slug: string }) {
  const { page, skewMs, refetch } = useClubPage(slug);
  useDocumentTitle(page.club.name);
  const onDropTurn = useCallback(() => void refetch(), [refetch]);
  return <ClubView page={page} skewMs={skewMs} onDropTurn={onDropTurn} />;
}

export function ErrorBoundary() {
  return <RouteError />;
}
