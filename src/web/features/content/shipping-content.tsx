import { Price } from '#web/components/ui/price.tsx';
import { paths } from '#web/lib/routing/paths.ts';
import { settings } from '#web/lib/settings/settings.ts';
import { ContentPage, ContentSection } from './content-page.tsx';
import { BulletList, ContactDetails, KeyFacts } from './policy-blocks.tsx';
import { TextLink } from './text-link.tsx';

const { pickupPoint, instituteShortName, deliveryCharges } = settings;

/** A charge of zero reads as "Free". */
function Charge({ amount }: { amount: number }) {
  return amount === 0 ? <>Free</> : <Price amount={amount} className="font-bold" />;
}

/** Shipping policy: delivery options and charges (from settings), timing and tracking. */
export function ShippingContent() {
  return (
    <ContentPage
      title="Shipping policy"
      eyebrow="From our press to your hostel"
      intro={
        <p>
          Pick your order up on campus, have it brought to your hostel, or get it delivered anywhere
          in India. Every order is delivered within 15 days.
        </p>
      }
    >
      <KeyFacts
        facts={[
          { value: <Charge amount={deliveryCharges.pickup} />, label: `Pickup at ${pickupPoint}` },
          { value: <Charge amount={deliveryCharges.hostel} />, label: 'Delivery to your hostel' },
          {
            value: <Charge amount={deliveryCharges.delivery} />,
            label: `Delivery outside ${instituteShortName}`,
          },
          { value: '15 days', label: 'Delivered within' },
        ]}
      />

      <ContentSection title="Delivery options">
        <BulletList
          items={[
            <>
              <strong>Pickup from {pickupPoint}</strong> (<Charge amount={deliveryCharges.pickup} />
              ): collect your order on campus. We let you know when it is ready.
            </>,
            <>
              <strong>Deliver to your hostel</strong> (<Charge amount={deliveryCharges.hostel} />
              ): enter your hostel name at checkout and we bring it to you.
            </>,
            <>
              <strong>Deliver outside {instituteShortName}</strong> (
              <Charge amount={deliveryCharges.delivery} />
              ): we ship to any address in India that you save at checkout.
            </>,
          ]}
        />
        <p>Cash on Delivery is available only for pickup orders.</p>
      </ContentSection>

      <ContentSection title="How long it takes">
        <p>
          Your order is delivered within 15 days of being placed. We would rather give you an honest
          date than a hopeful one, and we tell you when your order ships or is ready to collect.
        </p>
      </ContentSection>

      <ContentSection title="Club-sponsored tees">
        <p>
          Club-sponsored tees are printed with your name at the shop and go like any other tee: pick
          them up, have them delivered to your hostel, or sent by home delivery (
          <Charge amount={deliveryCharges.delivery} />
          ).
        </p>
      </ContentSection>

      <ContentSection title="Tracking your order">
        <p>
          Open <TextLink to={paths.myOrders}>My Orders</TextLink> to see each item move from Order
          Placed to Delivered, with dates and the delivery details you chose.
        </p>
      </ContentSection>

      <ContentSection title="If something goes wrong">
        <BulletList
          items={[
            'Check that your phone number and address are correct in your profile and saved addresses.',
            'If your order has not arrived within 15 days, contact us and we will sort it out.',
          ]}
        />
        <ContactDetails />
      </ContentSection>
    </ContentPage>
  );
}
