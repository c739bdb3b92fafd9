import { paths } from '#web/lib/routing/paths.ts';
import { settings } from '#web/lib/settings/settings.ts';
import { ContentPage, ContentSection } from './content-page.tsx';
import { BulletList, ContactDetails } from './policy-blocks.tsx';
import { GrievanceOfficer, SellerIdentity } from './seller-details.tsx';
import { TextLink } from './text-link.tsx';

const { shopName, instituteName, pickupPoint } = settings;

/** Terms and conditions of using the shop and buying from it. */
export function TermsContent() {
  return (
    <ContentPage
      title="Terms and conditions"
      eyebrow="The fine print, in plain words"
      intro={
        <p>
          These terms apply when you use {shopName} or buy from us. We have kept them short and
          clear. By creating an account or placing an order, you agree to them.
        </p>
      }
    >
      <ContentSection title="Who we are">
        <p>
          {shopName} is a clothing shop run by students of {instituteName}. &quot;We&quot; and
          &quot;us&quot; mean the {shopName} team; &quot;you&quot; means anyone who visits the shop
          or places an order.
        </p>
        <SellerIdentity />
      </ContentSection>

      <ContentSection title="Your account">
        <BulletList
          items={[
            'We confirm your e-mail address with a one-time code (OTP) when you sign up or reset your password.',
            'Please give us your real name, e-mail and phone number so we can reach you about your orders.',
            'Keep your password to yourself. You are responsible for what is done with your account; tell us straight away if you think someone else has used it.',
          ]}
        />
      </ContentSection>

      <ContentSection title="Products and prices">
        <BulletList
          items={[
            'All prices are in Indian rupees and include all taxes. Delivery charges, if any, are shown before you pay.',
            'We photograph our products carefully, but colours can look slightly different on different screens.',
            'If a price or description on the site is clearly wrong, we will tell you before we process the order, and you can cancel it for a full refund.',
          ]}
        />
      </ContentSection>

      <ContentSection title="Orders and payment">
        <BulletList
          items={[
            'Your order is confirmed once your online payment succeeds, or once you confirm a Cash on Delivery order.',
            'Online payments (UPI, cards and net banking) are processed by our payment gateway. We never see or store your card or bank details.',
            `Cash on Delivery is available only for orders picked up at ${pickupPoint}.`,
            'If we cannot fulfil an item (for example, it goes out of stock after you order), we will let you know and refund what you paid for it.',
          ]}
        />
      </ContentSection>

      <ContentSection title="Personalised and club tees">
        <p>
          Some tees, especially club tees, carry a name and an institution name that you enter when
          adding them to your cart. We print them exactly as typed, so please check the spelling
          before you pay. Club-sponsored tees can be picked up, delivered to your hostel or sent
          home, like any other tee.
        </p>
      </ContentSection>

      <ContentSection title="Delivery, exchanges and refunds">
        <p>
          Orders are delivered within 15 days; the details are in our{' '}
          <TextLink to={paths.shipping}>Shipping policy</TextLink>. You can ask for an exchange
          within {settings.exchangeWindowDays} days of delivery, and refunds reach you in 7–10
          business days, as explained in our{' '}
          <TextLink to={paths.exchange}>Exchange policy</TextLink>.
        </p>
      </ContentSection>

      <ContentSection title="Using the site fairly">
        <BulletList
          items={[
            'Do not try to access other people’s accounts or orders, or interfere with how the shop works.',
            'Do not send spam, abuse or false information through our forms.',
            'We may suspend accounts that break these rules.',
          ]}
        />
      </ContentSection>

      <ContentSection title="Designs and trademarks">
        <p>
          The designs, photos and text on this site belong to {shopName} or to the clubs and
          creators we work with. Please do not copy or sell them without permission.
        </p>
      </ContentSection>

      <ContentSection title="Our responsibility">
        <p>
          We do our best to keep the shop running smoothly and your orders on time. As far as the
          law allows, our responsibility for any order is limited to the amount you paid for it.
          Nothing in these terms takes away your rights as a consumer under Indian law.
        </p>
      </ContentSection>

      <ContentSection title="Changes and governing law">
        <p>
          We may update these terms from time to time; the version on this page is the one that
          applies. These terms are governed by the laws of India.
        </p>
      </ContentSection>

      <ContentSection title="Grievance officer">
        <GrievanceOfficer />
      </ContentSection>

      <ContentSection title="Questions?">
        <ContactDetails />
      </ContentSection>
    </ContentPage>
  );
}
