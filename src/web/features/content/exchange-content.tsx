import { paths } from '#web/lib/routing/paths.ts';
import { settings } from '#web/lib/settings/settings.ts';
import { ContentPage, ContentSection } from './content-page.tsx';
import { BulletList, ContactDetails, KeyFacts, Note, StepList } from './policy-blocks.tsx';
import { TextLink } from './text-link.tsx';

const { pickupPoint, exchangeWindowDays: days } = settings;

/**
 * Exchange and refund policy (docs/product.md#size-exchange): a size exchange on the order page
 * within EXCHANGE_WINDOW_DAYS of delivery, refunds in 7–10 business days.
 */
export function ExchangeContent() {
  return (
    <ContentPage
      title="Exchange policy"
      eyebrow="Wrong size? No stress."
      intro={
        <p>
          If something does not fit, we will help you swap it. You have {days} days from the day
          your item is delivered to ask for an exchange.
        </p>
      }
    >
      <KeyFacts
        facts={[
          { value: `${days} days`, label: 'After delivery to request an exchange' },
          { value: '7–10', label: 'Business days for a refund to reach you' },
        ]}
      />

      <ContentSection title="What you can exchange">
        <BulletList
          items={[
            'A different size of the same product, as long as that size is in stock. We set it aside for you as soon as you ask.',
            'An item that arrives damaged, with a printing defect, or that is not what you ordered.',
          ]}
        />
      </ContentSection>

      <ContentSection title="Conditions">
        <BulletList
          items={[
            `Ask within ${days} days of the delivery date shown in My Orders.`,
            'Each item can be exchanged once, for all the pieces of that item in your order.',
            'The item must be unworn and unwashed, with its tags still attached.',
            'Please send it back in its original packaging if you can.',
            'Tees with a name printed on them cannot be exchanged: the name is printed exactly as entered at checkout.',
          ]}
        />
      </ContentSection>

      <ContentSection title="How to request an exchange">
        <StepList
          steps={[
            <>
              Open the order in <TextLink to={paths.myOrders}>My Orders</TextLink>.
            </>,
            'Under Size exchange, choose Exchange size next to the item, pick a size in stock and tell us briefly why.',
            `Once we approve it, we e-mail you: bring the item to ${pickupPoint} (for hostel delivery, we bring the new size to your hostel) and show your order's handover code.`,
            'You hand the old piece back and take the new size there and then. A damaged or wrong item? Use Help with this order, with a photo.',
          ]}
        />
      </ContentSection>

      <ContentSection title="Refunds">
        <p>
          If the size you need is out of stock, or a faulty item cannot be replaced, we refund the
          amount you paid for it. Refunds reach your original payment method within 7–10 business
          days of us receiving the item. For Cash on Delivery orders, we refund to a UPI ID or bank
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
