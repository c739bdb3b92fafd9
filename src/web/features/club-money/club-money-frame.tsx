import type { ReactNode } from 'react';
import { ClubFrame } from '#web/features/clubs/club-frame.tsx';

/** A club's money pages in the club's dashboard frame, with the club's share said once. */
export function ClubMoneyFrame({
  slug,
  club,
  current,
  children,
}: {
  slug: string;
  club?: { name: string; sharePercent: number } | undefined;
  current: 'statements' | 'sales';
  children: ReactNode;
}) {
  return (
    <ClubFrame slug={slug} title={current === 'statements' ? 'Statements' : 'Sales'}>
      <div className="flex flex-col gap-4">
        {club && (
          <p className="text-sm text-muted">
            The club earns {club.sharePercent}% of what each of its items is charged.
          </p>
        )}
        {children}
      </div>
    </ClubFrame>
  );
}
