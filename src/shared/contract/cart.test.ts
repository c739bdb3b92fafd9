import { describe, expect, it } from 'vitest';
import {
  AddToCartBody,
  ChangeQuantityInCartBody,
  ChangeSizeInCartBody,
  MoveToWishlistBody,
  NameOnTeeForm,
  RemoveFromCartBody,
  SelectSizeForm,
} from './cart.ts';
import { messagesOf } from './test-helpers.ts';

describe('cart bodies', () => {
  it('parses addToCart as clients of the original contract send it', () => {
    expect(
      AddToCartBody.parse({
        email: 'a@b.in',
        productId: '12',
        quantity: '1',
        selectedSize: 'xl',
        teeName: null,
        instiName: undefined,
        price: 499,
      }),
    ).toEqual({
      email: 'a@b.in',
      productId: 12,
      quantity: 1,
      selectedSize: 'XL',
      teeName: '',
      instiName: '',
    });
  });

  it('defaults the quantity to 1 and keeps names', () => {
    const body = AddToCartBody.parse({
      productId: 3,
      selectedSize: 'M',
      teeName: ' Asha ',
      instiName: 'IITM',
    });
    expect(body).toMatchObject({ quantity: 1, teeName: 'Asha', instiName: 'IITM' });
    expect(AddToCartBody.parse({ productId: 3, selectedSize: 'M', quantity: null }).quantity).toBe(
      1,
    );
  });

  it('asks for a size and keeps quantities within 1 to 5', () => {
    expect(messagesOf(AddToCartBody, { productId: 3 })).toEqual({ selectedSize: 'Select a size' });
    expect(messagesOf(AddToCartBody, { productId: 3, selectedSize: 'XXXL' })).toEqual({
      selectedSize: 'Select a size',
    });
    expect(messagesOf(AddToCartBody, { productId: 3, selectedSize: 'M', quantity: 6 })).toEqual({
      quantity: 'Choose a quantity from 1 to 5',
    });
  });

  it('changes size and quantity with numbers as strings', () => {
    expect(ChangeQuantityInCartBody.parse({ orderItem_id: '9', updatedQuantity: '3' })).toEqual({
      orderItem_id: 9,
      updatedQuantity: 3,
      email: undefined,
    });
    expect(ChangeSizeInCartBody.parse({ orderItem_id: 9, updatedSize: '2xl' }).updatedSize).toBe(
      '2XL',
    );
    expect(
      ChangeQuantityInCartBody.safeParse({ orderItem_id: 9, updatedQuantity: 0 }).success,
    ).toBe(false);
  });

  it('finds lines by orderItem_id; productId is optional', () => {
    expect(RemoveFromCartBody.parse({ orderItem_id: '4', productId: '' })).toEqual({
      orderItem_id: 4,
      productId: undefined,
      email: undefined,
    });
    expect(MoveToWishlistBody.parse({ orderItem_id: 4, productId: '2' }).productId).toBe(2);
    expect(RemoveFromCartBody.safeParse({ productId: 2 }).success).toBe(false);
  });
});

describe('product page forms', () => {
  it('asks for a size', () => {
    expect(messagesOf(SelectSizeForm, { selectedSize: '' })).toEqual({
      selectedSize: 'Select a size',
    });
  });
  it('asks for the name on the tee and the institution, correctly spelled', () => {
    expect(messagesOf(NameOnTeeForm, { teeName: ' ', institutionName: '' })).toEqual({
      teeName: 'Enter Name',
      institutionName: 'Enter Institution Name',
    });
  });
});
