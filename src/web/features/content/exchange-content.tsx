import { paths } from '#web/lib/paths.ts';
import { settings } from '#web/lib/settings.ts';
import { ContentPage, ContentSection } from './content-page.tsx';
import { BulletList, ContactDetails, KeyFacts, Note, StepList } from './policy-blocks.tsx';
import { TextLink } from './text-link.tsx';

const { pickupPoint } = settings;

/** Exchange and refund policy: 7 days after delivery, refunds in 7–10 business days. */
export function ExchangeContent() {
  return (
    <ContentPage
      title="Exchange policy"
      eyebrow="Wrong size? No stress."
      intro={
        <p>
          If something does not fit, we will help you swap it. You have 7 days from the day your
          order is delivered to ask for an exchange.
        </p>
      }
    >
      <KeyFacts
        facts={[
          { value: '7 days', label: 'After delivery to request an exchange' },
          { value: '7–10', label: 'Business days for a refund to reach you' },
        ]}
      />

      <ContentSection title="What you can exchange">
        <BulletList
          items={[
            'A different size of the same product, as long as that size is in stock.',
            'An item that arrives damaged, with a printing defect, or that is not what you ordered.',
          ]}
        />
      </ContentSection>

      <ContentSection title="Conditions">
        <BulletList
          items={[
            'Ask within 7 days of the delivery date shown in My Orders.',
            'The item must be unworn and unwashed, with its tags still attached.',
            'Please send it back in its original packaging if you can.',
            'Names on personalised tees are printed exactly as entered, so a spelling mistake made at checkout cannot be exchanged.',
          ]}
        />
      </ContentSection>

      <ContentSection title="How to request an exchange">
        <StepList
          steps={[
            <>
              Open the order in <TextLink to={paths.myOrders}>My Orders</TextLink>.
            </>,
            'Under Help with this order, choose Size exchange, tick the item and tell us the size you have and the size you need. A photo helps for a damaged or wrong item.',
            `We reply with how to hand the item back, usually at ${pickupPoint}.`,
            'Once we have checked the item, we send out your new size or start your refund.',
          ]}
        />
      </ContentSection>

      <ContentSection title="Refunds">
        <p>
          If the size you need is out of stock, or a faulty item cannot be replaced, we refund the
          amount you paid for it. Refunds reach your original payment method within 7–10 business
          days of us receiving the item. For cash on delivery orders, we refund to a UPI ID or bank
          account you share with us.
        </p>
        <Note title="Good to know">
          <p>
            Business days are Monday to Friday, excluding public holidays. Your bank may take a
            little longer to show the refund in your statement.
          </p>
        </Note>
      </ContentSection>

      <ContentSection title="Need help?">
        <ContactDetails />
      </ContentSection>
    </ContentPage>
  );
}
