import type { ReactNode } from 'react';

/**
 * A club's money page inside the club's dashboard frame (the route composes both): the club's
 * share said once above the page.
 */
export function ClubMoneyFrame({
  club,
  children,
}: {
  club?: { name: string; sharePercent: number } | undefined;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4">
      {club && (
        <p className="text-sm text-muted">
          The club earns {club.sharePercent}% of what each of its items is charged.
        </p>
      )}
      {children}
    </div>
  );
}
