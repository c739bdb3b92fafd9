// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import {
  emptyProduct,
  type ProductEditorInput,
  type ProductEditorValues,
} from './product-editor.ts';
import { ReferencePrice, type SavedPrice } from './reference-price.tsx';

afterEach(cleanup);

type Form = UseFormReturn<ProductEditorInput, unknown, ProductEditorValues>;

/** The read-only previous price under a product form holding `price`; answers the form. */
function renderWith(price: string, saved?: SavedPrice) {
  let form!: Form;
  function Harness() {
    form = useForm<ProductEditorInput, unknown, ProductEditorValues>({
      defaultValues: { ...emptyProduct, price },
    });
    return <ReferencePrice form={form} saved={saved} />;
  }
  const view = render(<Harness />);
  return { form: () => form, ...view };
}

const shown = () => screen.getByRole('group', { name: 'Previous price shown' });

// docs/product.md#reference-prices: the admin sees the reference, never types it.
describe('ReferencePrice', () => {
  it('shows the saved reference with when the price began, and no field to type in', () => {
    renderWith('499', {
      price: 499,
      compareAtPrice: 549,
      priceSince: Date.UTC(2026, 10, 12, 6),
      lowestRecentPrice: 499,
    });
    expect(shown().querySelector('s')?.textContent).toBe('Original price ₹549');
    expect(shown().textContent).toContain('9% off');
    expect(shown().textContent).toContain(
      'The lowest price of the 30 days before ₹499 began (on 12-11-2026).',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('previews a cut against the lowest price of the last 30 days, and a rise as none', () => {
    const { form } = renderWith('549', { price: 549, lowestRecentPrice: 549 });
    expect(shown().textContent).toContain('None');
    act(() => form().setValue('price', '499'));
    expect(shown().querySelector('s')?.textContent).toBe('Original price ₹549');
    expect(shown().textContent).toContain('Once saved: the lowest price of the last 30 days');
    act(() => form().setValue('price', '599'));
    expect(shown().querySelector('s')).toBeNull();
    expect(shown().textContent).toContain(
      'Once saved, none: the lowest price of the last 30 days, ₹549, is not higher.',
    );
  });

  it('gives a new product none', () => {
    renderWith('499');
    expect(shown().querySelector('s')).toBeNull();
    expect(shown().textContent).toContain('A new product has none.');
  });
});
