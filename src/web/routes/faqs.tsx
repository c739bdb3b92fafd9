import { ContentPage, ContentSection } from '#web/features/content/content-page.tsx';
import { FaqAccordion } from '#web/features/content/faq-accordion.tsx';
import { faqItems } from '#web/features/content/faq-items.tsx';
import { ContactDetails } from '#web/features/content/policy-blocks.tsx';

export function Component() {
  return (
    <ContentPage
      title="Frequently asked questions"
      tabTitle="FAQs"
      eyebrow="Quick answers"
      intro={<p>Sizes, delivery, payments, exchanges and club tees: the answers you need most.</p>}
    >
      <FaqAccordion items={faqItems} />
      <ContentSection title="Still have a question?">
        <p>We are happy to help. Reach us any of these ways:</p>
        <ContactDetails />
      </ContentSection>
    </ContentPage>
  );
}
