import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { withProgressToast } from '#web/lib/toast/progress-toast.ts';
import { paths } from '#web/lib/routing/paths.ts';
import { resolveImages, type ImageItem } from './image-list.ts';
import {
  ProductEditor,
  emptyProduct,
  productBody,
  type ProductEditorInput,
  type ProductEditorValues,
} from './product-editor.ts';
import { ProductForm, imagesRequired } from './product-form.tsx';
import { useAddProduct } from './save-product.ts';
import { uploadImages } from './upload-images.ts';

/**
 * /add: images first (uploaded to the shop when Upload is pressed), then the product with its
 * sizes. Success: "Product is added Successfully" and the shop, where it shows at once. Images
 * already uploaded are kept for a retry after a refused save. With `club` (a club's manager on
 * /club/{slug}/products/new) it is the club's product, and success goes to the club's products.
 */
export function AddProductScreen({ club }: { club?: string } = {}) {
  const navigate = useNavigate();
  const add = useAddProduct(club);
  const [images, setImages] = useState<ImageItem[]>([]);
  const [imagesError, setImagesError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const form = useForm<ProductEditorInput, unknown, ProductEditorValues>({
    resolver: zodResolver(ProductEditor),
    defaultValues: emptyProduct,
  });

  const onSubmit = form.handleSubmit(
    async (values) => {
      if (images.length === 0) return setImagesError(imagesRequired);
      setUploading(true);
      try {
        await withProgressToast(
          async () => {
            const urls = await resolveImages(images, (files) => uploadImages(files, club));
            setImages(urls.map((url, i) => ({ key: images[i]!.key, kind: 'stored', url })));
            return add.mutateAsync({
              ...productBody(values),
              sizeQuantities: values.sizeQuantities.map((r) => ({
                size: r.size,
                quantity: r.quantity,
              })),
              imageUrl: urls,
            });
          },
          { loading: 'Uploading', success: (r) => r.message },
        );
        void navigate(club ? paths.clubProducts(club) : paths.shop);
      } catch {
        // The toast says what went wrong; the form stays as it was.
      } finally {
        setUploading(false);
      }
    },
    () => setImagesError(images.length === 0 ? imagesRequired : undefined),
  );

  return (
    <ProductForm
      form={form}
      images={images}
      onImagesChange={(items) => {
        setImages(items);
        if (items.length) setImagesError(undefined);
      }}
      imagesError={imagesError}
      onSubmit={onSubmit}
      submitLabel="Upload"
      busy={uploading}
    />
  );
}
