import { ArrowLeftRight, BadgeCheck, GraduationCap, ShieldCheck } from 'lucide-react';

const items = [
  { icon: ShieldCheck, label: 'Secure payments' },
  { icon: ArrowLeftRight, label: 'Easy exchange' },
  { icon: GraduationCap, label: 'Made for campus' },
  { icon: BadgeCheck, label: 'Quality fabric' },
];

/** Four reassurances under the buttons. */
export function TrustBadges() {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(({ icon: Icon, label }) => (
        <li
          key={label}
          className="flex flex-col items-center gap-2 rounded-card bg-surface px-2 py-4 text-center"
        >
          <Icon aria-hidden="true" className="size-6 text-brand" />
          <span className="text-xs font-semibold text-ink">{label}</span>
        </li>
      ))}
    </ul>
  );
}
