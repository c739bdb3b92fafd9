import { Price } from '#web/components/ui/price.tsx';
import { paths } from '#web/lib/routing/paths.ts';
import { settings } from '#web/lib/settings/settings.ts';
import type { FaqItem } from './faq-accordion.tsx';
import { TextAnchor, TextLink } from './text-link.tsx';

const { pickupPoint, instituteShortName, deliveryCharges, contactEmail, shopName } = settings;

/** The questions students ask us most, answered with the shop's real numbers. */
export const faqItems: FaqItem[] = [
  {
    question: 'How do I find my size?',
    answer: (
      <p>
        Every product page has a size chart: it is the last picture in the gallery, and the Size
        chart button opens it too. Lay a tee that fits you well flat, measure it across the chest
        and from shoulder to hem, and compare. We stock XS, S, M, L, XL and 2XL.
      </p>
    ),
  },
  {
    question: 'My size is sold out. What can I do?',
    answer: (
      <p>
        Tap &quot;Size Not Available? Inform Us&quot; on the product page and tell us the size and
        quantity you need. We use these requests to plan what we make next.
      </p>
    ),
  },
  {
    question: 'What are the delivery options and charges?',
    answer: (
      <p>
        Pickup from {pickupPoint} is free. Delivery to your hostel costs{' '}
        <Price amount={deliveryCharges.hostel} />, and delivery outside {instituteShortName} costs{' '}
        <Price amount={deliveryCharges.delivery} />. You choose at checkout and see the charge
        before you pay.
      </p>
    ),
  },
  {
    question: 'How long will my order take?',
    answer: (
      <p>
        Every order is delivered within 15 days. See our{' '}
        <TextLink to={paths.shipping}>Shipping policy</TextLink> for the details.
      </p>
    ),
  },
  {
    question: 'Can I pay Cash on Delivery?',
    answer: (
      <p>
        Yes, for orders you pick up at {pickupPoint}. Hostel and outside-campus deliveries are paid
        online.
      </p>
    ),
  },
  {
    question: 'Which payment methods do you accept?',
    answer: (
      <p>
        UPI, debit and credit cards, and net banking, through our secure payment gateway. We never
        see or store your card or bank details.
      </p>
    ),
  },
  {
    question: 'Can I exchange something that does not fit?',
    answer: (
      <p>
        Yes. You can ask for a size exchange on the order page within {settings.exchangeWindowDays}{' '}
        days of delivery, as long as the item is unworn with its tags on. Read the{' '}
        <TextLink to={paths.exchange}>Exchange policy</TextLink> for how it works.
      </p>
    ),
  },
  {
    question: 'When will I get my refund?',
    answer: (
      <p>
        Refunds reach your original payment method within 7–10 business days of us receiving the
        item back.
      </p>
    ),
  },
  {
    question: 'How do club tees with names work?',
    answer: (
      <p>
        When you add a club tee to your cart, you enter the name to print on it and your institution
        name. We print them exactly as typed, so check the spelling. Club tees can be picked up,
        delivered to your hostel or sent home, like any other tee.
      </p>
    ),
  },
  {
    question: 'How do I track my order?',
    answer: (
      <p>
        Log in and open <TextLink to={paths.myOrders}>My Orders</TextLink>. Each order shows whether
        it is placed or delivered, with dates and delivery details.
      </p>
    ),
  },
  {
    question: `Can my club sell its merch with ${shopName}?`,
    answer: (
      <p>
        Absolutely. We help clubs with design, manufacturing, sales and visibility. Have a look at{' '}
        <TextLink to={paths.ourServices}>Our services</TextLink> and get in touch.
      </p>
    ),
  },
  {
    question: 'How do I contact you?',
    answer: (
      <p>
        About an order, open it in <TextLink to={paths.myOrders}>My Orders</TextLink> and use Help
        with this order. Clubs planning merch can use our{' '}
        <TextLink to={paths.ticket}>Contact us</TextLink> page. Or write to{' '}
        <TextAnchor href={`mailto:${contactEmail}`}>{contactEmail}</TextAnchor>. A real person from
        the team will reply.
      </p>
    ),
  },
];
