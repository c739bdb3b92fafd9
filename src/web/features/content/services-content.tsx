import { useId } from 'react';
import type { ReactNode } from 'react';
import type { Service as ServiceKey } from '#shared/contract/forms.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/routing/paths.ts';
import { settings } from '#web/lib/settings/settings.ts';
import { ContentPage } from './content-page.tsx';
import { BulletList } from './policy-blocks.tsx';

interface Service {
  key: ServiceKey;
  title: string;
  summary: string;
  points: string[];
}

const services: Service[] = [
  {
    key: 'manufacturing',
    title: 'Manufacturing',
    summary: 'Good fabric, clean prints and fair quotes, for a few dozen tees or a few hundred.',
    points: [
      'Makers we have worked with and trust, for tees, oversized tees and hoodies',
      'Help choosing fabric, fit and print method for your budget',
      'A sample to approve before the full run',
      'Every batch checked before it reaches your members',
    ],
  },
  {
    key: 'design',
    title: 'Design',
    summary: 'Student designers who know the campus turn your rough idea into print-ready art.',
    points: [
      'From a sketch on a napkin to files the printer can use',
      'Mock-ups on the actual garment so everyone can vote',
      'Revisions until your club is happy with it',
      'Names and numbers on the back, if you want them',
    ],
  },
  {
    key: 'sales',
    title: 'Sales',
    summary: 'Sell your merch right here, without spreadsheets or chasing payments.',
    points: [
      'Your own product page on the shop, with sizes and a size chart',
      'Secure online payments by UPI, card and net banking',
      'Names collected at checkout for personalised tees',
      'A clear order list by size, and delivery handled by us',
    ],
  },
  {
    key: 'visibility',
    title: 'Visibility',
    summary: 'A great drop deserves to be seen. We help yours reach every hostel.',
    points: [
      'A spot on our home page and social media at launch',
      'Photo shoots and reels with our videographer collaborators',
      'Launch posts and reminders timed around your events',
      'Reach beyond your club to the whole campus',
    ],
  },
];

export interface ServicesContentProps {
  /**
   * Opens the Get Our Services popup with that service ticked (null: none). Without it the
   * buttons are links to the ticket page.
   */
  onEnquire?: (service: ServiceKey | null) => void;
  /** Called when a visitor reaches for a button (hover, focus), to load the popup early. */
  onIntent?: () => void;
}

/** Our services: what the team does for clubs, fests and teams, with a call to enquire. */
export function ServicesContent({ onEnquire, onIntent }: ServicesContentProps) {
  const intent = onIntent ? { onPointerEnter: onIntent, onFocus: onIntent } : {};
  return (
    <ContentPage
      title="Our services"
      eyebrow="For clubs, fests and teams"
      width="default"
      intro={
        <p>
          Planning merch for your club, fest or team at {settings.instituteName}? We can take care
          of the whole journey, or just the part you need help with.
        </p>
      }
    >
      {services.map((service, i) => (
        <ServiceSection
          key={service.key}
          service={service}
          flip={i % 2 === 1}
          action={
            onEnquire ? (
              <Button
                variant="outline"
                aria-haspopup="dialog"
                onClick={() => onEnquire(service.key)}
                {...intent}
              >
                Enquire about {service.title}
              </Button>
            ) : undefined
          }
        />
      ))}
      <div className="flex flex-col items-center gap-4 rounded-card bg-brand-soft px-4 py-8 text-center">
        <p className="text-lg font-semibold text-ink">Tell us what you have in mind.</p>
        {onEnquire ? (
          <Button size="lg" aria-haspopup="dialog" onClick={() => onEnquire(null)} {...intent}>
            Get Our Services
          </Button>
        ) : (
          <ButtonLink to={paths.ticket} size="lg">
            Get Our Services
          </ButtonLink>
        )}
      </div>
    </ContentPage>
  );
}

interface ServiceSectionProps {
  service: Service;
  flip: boolean;
  action: ReactNode;
}

function ServiceSection({ service, flip, action }: ServiceSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid items-center gap-6 md:grid-cols-2 md:gap-10">
      <img
        src={`/art/service-${service.key}.webp`}
        alt=""
        width={600}
        height={450}
        loading="lazy"
        decoding="async"
        className={`aspect-[4/3] h-auto w-full rounded-card bg-surface object-cover ${flip ? 'md:order-2' : ''}`}
      />
      <div className="space-y-4 text-base leading-7 text-ink">
        <h2 id={id} className="text-2xl font-semibold tracking-tight">
          {service.title}
        </h2>
        <p className="text-muted">{service.summary}</p>
        <BulletList items={service.points} />
        {action && <div className="pt-2">{action}</div>}
      </div>
    </section>
  );
}
