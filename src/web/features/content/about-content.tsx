import { paths } from '#web/lib/routing/paths.ts';
import { settings } from '#web/lib/settings/settings.ts';
import { ContentPage, ContentSection } from './content-page.tsx';
import { BulletList, ContactDetails, KeyFacts } from './policy-blocks.tsx';
import { TextLink } from './text-link.tsx';

const { shopName, instituteName, pickupPoint } = settings;

/** The about page: who we are, why we started, and how we work with clubs. */
export function AboutContent() {
  return (
    <ContentPage
      title={`About ${shopName}`}
      tabTitle="About us"
      eyebrow="Our story"
      intro={
        <p>
          {shopName} is a student-run clothing label from {instituteName}. We make the tees and
          hoodies we always wanted to wear around campus, together with the clubs, fests and people
          who give this place its character.
        </p>
      }
    >
      <KeyFacts
        facts={[
          { value: '2024', label: 'Founded by students' },
          { value: '25+', label: 'People on the team' },
          { value: '2500+', label: 'Items shipped' },
        ]}
      />

      <ContentSection title="How it started">
        <p>
          In 2024 a few of us got tired of ordering club tees through long spreadsheets, chasing
          sizes across group chats and waiting weeks without knowing where an order was. So we built
          a proper shop: clear size charts, fair prices, secure online payment, order tracking and a
          pickup point right on campus at {pickupPoint}.
        </p>
        <p>
          What began with a handful of designs is now a team of about 25+ students, and more than
          2500 items have reached hostels, homes and our pickup counter.
        </p>
      </ContentSection>

      <ContentSection title="Our mission">
        <p>
          To make campus merch easy to buy, good to wear and fair to everyone who makes it. Every
          piece should feel like it belongs to {instituteName}, and buying it should take a few
          taps, not a week of follow-ups.
        </p>
      </ContentSection>

      <ContentSection title="What makes us different">
        <BulletList
          items={[
            <>
              <strong>Made by students, for students.</strong> We sit in the same classes and eat in
              the same messes, so we design for how the campus actually dresses.
            </>,
            <>
              <strong>Quality we would wear ourselves.</strong> We sample fabrics and prints before
              a design goes live, and check every batch before it ships.
            </>,
            <>
              <strong>Honest prices.</strong> Prices include all taxes, the delivery charge is shown
              before you pay, and pickup on campus is always free.
            </>,
            <>
              <strong>People who answer.</strong> A request on our{' '}
              <TextLink to={paths.ticket}>Contact us</TextLink> page reaches someone on the team,
              not a bot.
            </>,
          ]}
        />
      </ContentSection>

      <ContentSection title="Working with clubs and societies">
        <p>
          Clubs and societies are at the heart of campus life, and their tees deserve better than a
          last-minute order. We help clubs design, produce, sell and promote their own merch, from
          the first sketch to the last delivery, with each member&apos;s name printed if they like.
          Clubs can also showcase and sell their tees right here on the shop.
        </p>
        <p>
          See what we offer on <TextLink to={paths.ourServices}>Our services</TextLink>, or if you
          design, manufacture or shoot video and want to build something with us,{' '}
          <TextLink to={paths.collabForm}>apply to collaborate</TextLink>.
        </p>
      </ContentSection>

      <ContentSection title="Say hello">
        <p>Questions, ideas or feedback: we would love to hear from you.</p>
        <ContactDetails />
      </ContentSection>
    </ContentPage>
  );
}
