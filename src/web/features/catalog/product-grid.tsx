import type { ReactNode } from 'react';

/** 2 columns on phones, 3 on tablets, 4 on desktops. */
export function ProductGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul
      aria-label={label}
      className="grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-5 md:grid-cols-3 lg:grid-cols-4"
    >
      {children}
    </ul>
  );
}
