import { paths } from '#web/lib/routing/paths.ts';
import { settings } from '#web/lib/settings/settings.ts';
import { ContentPage, ContentSection } from './content-page.tsx';
import { BulletList, ContactDetails, Note } from './policy-blocks.tsx';
import { TextLink } from './text-link.tsx';

const { shopName } = settings;

/** What personal data the shop keeps, why, and who else sees it. */
export function PrivacyContent() {
  return (
    <ContentPage
      title="Privacy policy"
      eyebrow="Your data, handled with care"
      intro={
        <p>
          We collect only what we need to get your order to you, and we never sell your data. Here
          is exactly what we keep, why, and how you stay in control.
        </p>
      }
    >
      <ContentSection title="What we collect">
        <BulletList
          items={[
            <>
              <strong>Account details:</strong> your name, e-mail address, phone number and, if you
              add them, your gender and address on the profile page.
            </>,
            <>
              <strong>Delivery addresses:</strong> the addresses and hostel names you save or enter
              at checkout.
            </>,
            <>
              <strong>Orders:</strong> what you bought, sizes, any names to print on tees, the
              delivery method, and the payment reference and status.
            </>,
            <>
              <strong>Messages:</strong> what you send us through the contact, collaboration,
              service enquiry and size request forms.
            </>,
          ]}
        />
      </ContentSection>

      <ContentSection title="Payments">
        <Note title="We never store your card, UPI or bank details.">
          <p>
            Online payments are handled entirely by our payment gateway. We only receive a
            transaction reference and whether the payment succeeded.
          </p>
        </Note>
      </ContentSection>

      <ContentSection title="E-mail verification (OTP)">
        <p>
          When you sign up or reset your password, we e-mail you a one-time code. Codes are stored
          in scrambled (hashed) form, work only once and expire after 10 minutes. Your password is
          also stored hashed, so nobody on the team can read it.
        </p>
      </ContentSection>

      <ContentSection title="How we use your data">
        <BulletList
          items={[
            'To create your account and keep you signed in.',
            'To process, deliver and support your orders, exchanges and refunds.',
            'To reply to your requests and enquiries.',
            'To keep the shop safe, for example by spotting suspicious sign-ins.',
          ]}
        />
        <p>
          We e-mail you about your account and orders. We do not send marketing spam, and we never
          sell or rent your data to anyone.
        </p>
      </ContentSection>

      <ContentSection title="Who else sees it">
        <BulletList
          items={[
            'Our payment gateway, to take your payment.',
            'Delivery partners, for orders sent outside campus: your name, phone number and address.',
            'Our e-mail provider, to send codes and order updates.',
            'Authorities, only when the law requires it.',
          ]}
        />
      </ContentSection>

      <ContentSection title="On your device">
        <p>
          To keep you signed in, your browser stores a sign-in token along with your e-mail, name
          and phone number. Logging out removes them.
        </p>
      </ContentSection>

      <ContentSection title="How long we keep it">
        <p>
          We keep your account while you use it, and order records for as long as Indian tax and
          accounting rules require. You can ask us to delete your account at any time.
        </p>
      </ContentSection>

      <ContentSection title="Your choices">
        <p>
          You can see and update your details on your{' '}
          <TextLink to={paths.profile}>profile</TextLink> and{' '}
          <TextLink to={paths.myAddresses}>saved addresses</TextLink>. To get a copy of your data or
          have it deleted, contact us and we will take care of it.
        </p>
      </ContentSection>

      <ContentSection title={`Contact ${shopName} about privacy`}>
        <ContactDetails />
      </ContentSection>
    </ContentPage>
  );
}
