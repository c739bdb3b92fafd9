import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { productPath } from '#shared/rules/slug.ts';
import { ApiError } from '#web/lib/api/api-error.ts';
import { Button } from '#web/components/ui/button.tsx';
import { withProgressToast } from '#web/lib/toast/progress-toast.ts';
import { resolveImages, storedImages, type ImageItem } from './image-list.ts';
import {
  ProductEditor,
  productBody,
  type ProductEditorInput,
  type ProductEditorValues,
} from './product-editor.ts';
import { ProductForm, imagesRequired } from './product-form.tsx';
import { type AdminProduct, adminProductQuery, useUpdateProduct } from './save-product.ts';
import { uploadImages } from './upload-images.ts';

function formValues(p: AdminProduct): ProductEditorInput {
  return {
    name: p.name,
    details: p.details,
    description: p.description,
    price: String(p.price),
    style: p.style,
    tags: p.tags.join(', '),
    colors: p.colors.join(', '),
    brand: p.isOwnBrand ? 'own' : 'club',
    sizeQuantities: p.sizeQuantities.map((s) => ({
      size_id: s.size_id,
      size: s.size,
      quantity: String(s.quantity),
      previousQuantity: s.quantity,
    })),
  };
}

const CONFLICTS = new Set(['PRODUCT_CHANGED', 'CONFLICT']);

/**
 * /updateProduct/{id}: the product as saved, edited and saved with Update Details ("updated
 * Successfully"). The save carries the version and stock the form showed: if another admin or a
 * sale changed them meanwhile, nothing is saved and the page offers the latest figures.
 */
export function UpdateProductScreen({ id, club }: { id: number; club?: string }) {
  const queryClient = useQueryClient();
  const { product } = useSuspenseQuery(adminProductQuery(id, club)).data;
  const update = useUpdateProduct(id, club);
  const [images, setImages] = useState<ImageItem[]>(() => storedImages(product.imageUrl));
  const [imagesError, setImagesError] = useState<string>();
  const [conflict, setConflict] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState(product.version);
  const form = useForm<ProductEditorInput, unknown, ProductEditorValues>({
    resolver: zodResolver(ProductEditor),
    defaultValues: formValues(product),
  });

  async function loadLatest() {
    const { product: latest } = await queryClient.fetchQuery(adminProductQuery(id, club));
    form.reset(formValues(latest));
    setImages(storedImages(latest.imageUrl));
    setVersion(latest.version);
    setConflict(undefined);
  }

  const onSubmit = form.handleSubmit(async (values) => {
    if (images.length === 0) return setImagesError(imagesRequired);
    setBusy(true);
    setConflict(undefined);
    try {
      await withProgressToast(
        async () => {
          const urls = await resolveImages(images, (files) => uploadImages(files, club));
          setImages(storedImages(urls));
          return update.mutateAsync({
            ...productBody(values),
            productId: id,
            version,
            imageUrl: urls,
            sizeQuantities: values.sizeQuantities,
          });
        },
        {
          loading: 'Saving',
          success: (r) => r.message,
          toastError: (e) => !(e instanceof ApiError && CONFLICTS.has(e.code)),
        },
      );
      await loadLatest();
    } catch (error) {
      if (error instanceof ApiError && CONFLICTS.has(error.code)) setConflict(error.message);
    } finally {
      setBusy(false);
    }
  });

  return (
    <>
      <p className="mb-6 text-sm text-muted">
        <Link
          to={productPath(product)}
          className="font-semibold text-brand underline-offset-4 hover:underline"
        >
          View the product page
        </Link>
        {product.draft
          ? ' · A draft: not in the shop until it is published.'
          : !product.active && ' · This product is hidden from the shop.'}
      </p>
      <ProductForm
        form={form}
        images={images}
        onImagesChange={(items) => {
          setImages(items);
          if (items.length) setImagesError(undefined);
        }}
        imagesError={imagesError}
        onSubmit={onSubmit}
        submitLabel="Update Details"
        busy={busy}
        savedPrice={product}
        notice={
          conflict && (
            <div
              role="alert"
              className="flex flex-col gap-3 rounded-card border border-danger/40 bg-danger/5 p-4"
            >
              <p className="text-sm text-ink">{conflict}</p>
              <Button variant="outline" className="self-start" onClick={() => void loadLatest()}>
                Load the latest figures
              </Button>
            </div>
          )
        }
      />
    </>
  );
}
