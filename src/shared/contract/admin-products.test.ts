import { describe, expect, it } from 'vitest';
import { AddProductBody, AddProductForm, UpdateProductBody } from './admin-products.ts';
import { messagesOf } from './test-helpers.ts';

const product = {
  name: 'Quiz Club Tee',
  details: 'Quiz Club Black Tee',
  description: 'Soft cotton, printed on campus.',
  price: '499',
  style: 'Sponsored',
  sizeQuantities: [
    { size: 'm', quantity: '10' },
    { size: 'L', quantity: 0 },
  ],
  imageUrl: ['/media/images/front.webp', '/media/images/chart.webp'],
};

describe('add product', () => {
  it('parses numbers as strings, the sponsored alias and tags as a comma list', () => {
    expect(
      AddProductBody.parse({
        ...product,
        tags: 'club, black, ,club',
        discount: 10,
        colors: 'Black, white',
      }),
    ).toEqual({
      name: 'Quiz Club Tee',
      details: 'Quiz Club Black Tee',
      description: 'Soft cotton, printed on campus.',
      price: 499,
      style: 'sponsered',
      sizeQuantities: [
        { size: 'M', quantity: 10 },
        { size: 'L', quantity: 0 },
      ],
      imageUrl: product.imageUrl,
      tags: ['club', 'black'],
      colors: ['Black', 'white'],
    });
  });

  it('reads isInstibuzz from a boolean or its string', () => {
    expect(AddProductBody.parse({ ...product, isInstibuzz: 'false' }).isInstibuzz).toBe(false);
    expect(AddProductBody.parse({ ...product, isInstibuzz: true }).isInstibuzz).toBe(true);
  });

  it('shows the contract messages for each bad field', () => {
    expect(
      messagesOf(AddProductForm, {
        name: '',
        details: ' ',
        description: '',
        price: 'abc',
        style: 'polo',
        sizeQuantities: [{ size: 'M', quantity: 1 }],
      }),
    ).toEqual({
      name: 'Enter valid name',
      details: 'Enter valid details',
      description: 'Enter valid description',
      price: 'Enter valid price',
      style: 'Enter valid Style',
    });
  });

  it('refuses zero, negative and sub-paisa prices', () => {
    for (const price of [0, -5, '499.999'])
      expect(messagesOf(AddProductForm, { ...product, price })).toEqual({
        price: 'Enter valid price',
      });
    expect(AddProductForm.parse({ ...product, price: '499.50' }).price).toBe(499.5);
  });

  it('needs sizes once each and at least one image', () => {
    const twice = [
      { size: 'M', quantity: 1 },
      { size: 'm', quantity: 2 },
    ];
    expect(AddProductBody.safeParse({ ...product, sizeQuantities: twice }).success).toBe(false);
    expect(AddProductBody.safeParse({ ...product, sizeQuantities: [] }).success).toBe(false);
    expect(messagesOf(AddProductBody, { ...product, sizeQuantities: twice })).toEqual({
      sizeQuantities: 'Each size can be listed only once',
    });
    expect(messagesOf(AddProductBody, { ...product, imageUrl: [] })).toEqual({
      imageUrl: 'Add at least one image',
    });
    expect(
      messagesOf(AddProductBody, { ...product, imageUrl: ['data:image/png;base64,x'] }),
    ).toEqual({ 'imageUrl.0': 'Use images uploaded to the shop' });
  });
});

describe('update product', () => {
  it('keeps size_id on rows that have one', () => {
    const body = UpdateProductBody.parse({
      ...product,
      productId: '5',
      sizeQuantities: [
        { size_id: '31', size: 'M', quantity: '4' },
        { size: 'XL', quantity: 2 },
      ],
    });
    expect(body.productId).toBe(5);
    expect(body.sizeQuantities).toEqual([
      { size_id: 31, size: 'M', quantity: 4, previousQuantity: undefined },
      { size_id: undefined, size: 'XL', quantity: 2, previousQuantity: undefined },
    ]);
    expect(body.tags).toBeUndefined();
  });
});
