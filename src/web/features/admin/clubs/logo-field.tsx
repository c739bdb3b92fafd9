import { useId, useState } from 'react';
import { imageFileProblem } from '#shared/rules/admin.ts';
import { api } from '#web/lib/api/api-client.ts';
import { RoundImage } from '#web/components/ui/round-image.tsx';

/** Stores one image through products/upload-images (the products' pipeline); its URL. */
async function uploadLogo(file: File): Promise<string> {
  const form = new FormData();
  form.append('images', file, file.name);
  const [url] = (await api('products/upload-images', { body: form })).imageUrl;
  return url ?? '';
}

/** The club's logo: one image uploaded as the products' are; `value` is its stored URL. */
export function LogoField({
  name,
  value,
  onChange,
}: {
  name: string;
  value: string;
  onChange: (url: string) => void;
}) {
  const id = useId();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) return setError(problem);
    setBusy(true);
    setError('');
    try {
      onChange(await uploadLogo(file));
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The logo could not be uploaded');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex items-center gap-4">
      <RoundImage name={name} src={value} className="size-16 text-xl" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          Logo {busy && <span className="text-muted">(uploading…)</span>}
        </label>
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={busy}
          onChange={(e) => void choose(e.target.files?.[0])}
          className="w-full max-w-full min-w-0 text-sm file:mr-3 file:min-h-9 file:rounded-lg file:border file:border-line file:bg-white file:px-3"
        />
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
