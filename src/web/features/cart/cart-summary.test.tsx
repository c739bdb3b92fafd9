// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { applySettings } from '#web/lib/settings/settings.ts';
import { notify } from '#web/lib/toast/toast.ts';
import { CartSummary } from './cart-summary.tsx';
import type { CartLine } from './get-products-in-cart.ts';

// The hostel popup loads on demand: load it once up front, so the test does not wait for its
// transform (over a second on a busy machine).
beforeAll(() => import('./hostel-dialog.tsx'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

let nextId = 1;
function line(price: number, quantity: number, isOwnBrand = true): CartLine {
  const style = isOwnBrand ? 'regular' : 'sponsered';
  return {
    cartLineId: nextId++,
    quantity,
    size: 'M',
    style,
    price,
    teeName: isOwnBrand ? '' : 'Asha',
    institutionName: isOwnBrand ? '' : 'IIT Madras',
    product: {
      product_id: nextId,
      name: 'Tee',
      details: 'Tee - White',
      price,
      style,
      imageUrl: [],
      isOwnBrand,
      sizeQuantities: [{ size_id: 1, size: 'M', quantity: 9 }],
    },
  };
}

/** A line pre-ordered in Fest Drop (paid online only), ready by `readyBy`. */
function preOrderLine(readyBy: string): CartLine {
  const l = line(499, 1);
  return {
    ...l,
    product: { ...l.product, name: 'Fest Tee' },
    preOrder: {
      dropId: 3,
      dropName: 'Fest Drop',
      readyBy,
      cashAllowed: false,
      perStudentLimit: 2,
      quantityMax: 2,
    },
  };
}

/** The amount shown beside a label in the price details. */
function amountOf(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

function renderSummary(lines: CartLine[]) {
  const onCheckout = vi.fn();
  render(<CartSummary lines={lines} onCheckout={onCheckout} />);
  return onCheckout;
}

const radio = (name: RegExp) => screen.getByRole('radio', { name });

describe('cart summary', () => {
  it('shows the coupon the server priced and what more delivers home free', () => {
    applySettings({ freeDeliveryOver: { delivery: 799 } });
    try {
      render(
        <CartSummary
          lines={[line(599, 1)]}
          onCheckout={vi.fn()}
          coupon={{ code: 'CLUB10', discountPaise: 5990 }}
        />,
      );
      fireEvent.click(radio(/^Deliver outside/));
      expect(amountOf('Coupon CLUB10')).toBe('−₹59.90');
      expect(amountOf('Total Amount')).toBe('₹638.10');
      expect(screen.getByText(/more for free delivery/).textContent).toBe(
        'Add ₹259.90 more for free delivery',
      );
    } finally {
      applySettings({ freeDeliveryOver: {} });
    }
  });

  it('prices each delivery method with the shared rule (0 / 19 / 99)', () => {
    const onCheckout = renderSummary([line(499, 2), line(649.5, 1)]);
    expect(screen.getByRole('heading', { name: 'Price details (3 items)' })).toBeTruthy();
    expect(amountOf('Total MRP')).toBe('₹1,647.50');
    expect(amountOf('Platform Fee')).toBe('FREE');

    // Pickup is the default: free, and the button goes straight on to payment.
    expect((radio(/^Pickup from Saraswathi Hostel/) as HTMLInputElement).checked).toBe(true);
    expect(amountOf('Delivery Charges')).toBe('FREE');
    expect(amountOf('Total Amount')).toBe('₹1,647.50');
    fireEvent.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
    expect(onCheckout).toHaveBeenLastCalledWith({ deliveryMethod: 'pickup', hostel: '' });

    fireEvent.click(radio(/^Deliver to your hostel/));
    expect(amountOf('Delivery Charges')).toBe('₹19');
    expect(amountOf('Total Amount')).toBe('₹1,666.50');
    expect(screen.getByRole('button', { name: 'CONTINUE' })).toBeTruthy();

    fireEvent.click(radio(/^Deliver outside IITM/));
    expect(amountOf('Delivery Charges')).toBe('₹99');
    expect(amountOf('Total Amount')).toBe('₹1,746.50');
    fireEvent.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(onCheckout).toHaveBeenLastCalledWith({ deliveryMethod: 'delivery', hostel: '' });
  });

  it('takes a cart with a club tee by every method, charging the chosen one', () => {
    const alert = vi.spyOn(notify, 'error');
    const onCheckout = renderSummary([line(499, 1), line(399, 1, false)]);
    expect((radio(/^Pickup from/) as HTMLInputElement).checked).toBe(true);
    expect(amountOf('Delivery Charges')).toBe('FREE');
    expect(amountOf('Total Amount')).toBe('₹898');
    fireEvent.click(radio(/^Deliver to your hostel/));
    expect((radio(/^Deliver to your hostel/) as HTMLInputElement).checked).toBe(true);
    expect(amountOf('Delivery Charges')).toBe('₹19');
    fireEvent.click(radio(/^Deliver outside IITM/));
    expect(amountOf('Delivery Charges')).toBe('₹99');
    fireEvent.click(radio(/^Pickup from/));
    fireEvent.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
    expect(onCheckout).toHaveBeenLastCalledWith({ deliveryMethod: 'pickup', hostel: '' });
    expect(alert).not.toHaveBeenCalled();
    expect(screen.queryByText(/ships to a home address/)).toBeNull();
  });

  it("promises a pre-order's drop day, not the stock items' working days", () => {
    renderSummary([preOrderLine('2099-12-08')]);
    expect(screen.getByText(/^Ready for pickup by/).textContent).toBe(
      'Ready for pickup by Tuesday, 8 December',
    );
  });

  it('asks for the hostel before going on to payment', async () => {
    const onCheckout = renderSummary([line(499, 1)]);
    fireEvent.click(radio(/^Deliver to your hostel/));
    fireEvent.click(screen.getByRole('button', { name: 'CONTINUE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deliver to your hostel' });
    const submit = within(dialog).getByRole('button', { name: 'Proceed to Payment' });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Enter hostel name')).toBeTruthy();
    expect(onCheckout).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Hostel'), {
      target: { value: '  Ganga ' },
    });
    fireEvent.click(submit);
    await vi.waitFor(() =>
      expect(onCheckout).toHaveBeenCalledWith({ deliveryMethod: 'hostel', hostel: 'Ganga' }),
    );
  });

  describe('with online payment off (PAYMENT_PROVIDER=none)', () => {
    beforeAll(() => applySettings({ onlinePayment: false }));
    afterAll(() => applySettings({ onlinePayment: true }));

    it('offers only pickup with cash on delivery and says why', () => {
      const onCheckout = renderSummary([line(499, 1)]);
      expect((radio(/^Pickup from Saraswathi Hostel/) as HTMLInputElement).checked).toBe(true);
      for (const name of [/^Deliver to your hostel/, /^Deliver outside IITM/]) {
        expect((radio(name) as HTMLInputElement).disabled).toBe(true);
        expect(radio(name).closest('label')?.textContent).toContain(
          'Needs online payment, which is off',
        );
      }
      expect(
        screen.getByText(
          'Online payment is off right now, so only pickup from Saraswathi Hostel with Cash on Delivery is available.',
        ),
      ).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
      expect(onCheckout).toHaveBeenLastCalledWith({ deliveryMethod: 'pickup', hostel: '' });
    });

    it('takes a club tee at pickup in cash', () => {
      const onCheckout = renderSummary([line(399, 1, false)]);
      expect((radio(/^Pickup from/) as HTMLInputElement).checked).toBe(true);
      fireEvent.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
      expect(onCheckout).toHaveBeenLastCalledWith({ deliveryMethod: 'pickup', hostel: '' });
    });

    it('cannot check out a pre-order of a drop paid online only, and says why', () => {
      const onCheckout = renderSummary([line(499, 1), preOrderLine('2099-12-08')]);
      expect((radio(/^Pickup from/) as HTMLInputElement).disabled).toBe(true);
      expect(
        screen.getByText(
          'Online payment is off right now, and a pre-order in your cart is paid online only, so this cart can be checked out once online payment is back.',
        ),
      ).toBeTruthy();
      const button = screen.getByRole('button', { name: /PROCEED TO PAYMENT|CONTINUE/ });
      expect((button as HTMLButtonElement).disabled).toBe(true);
      fireEvent.click(button);
      expect(onCheckout).not.toHaveBeenCalled();
    });
  });
});
