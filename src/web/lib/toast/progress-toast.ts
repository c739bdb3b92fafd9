import { notify } from './toast.ts';

const FALLBACK = 'Something went wrong. Please try again.';

/**
 * Runs `work` under a progress toast ("Sending OTP") that turns into the result ("OTP Sent") or,
 * on failure, into the error's message (the server's text for an ApiError); then rethrows, so
 * the caller can still react to the error (mark a field, stay on the page). Tries of one form
 * share one toast (`id`), so a retry takes over the last failure's red toast and a success
 * leaves none behind (a wrong password's toast stayed on the home page after the next login).
 */
export async function withProgressToast<T>(
  work: () => Promise<T>,
  texts: {
    loading: string;
    /** null: the progress toast just goes away (the page shows the result). */
    success: string | ((result: T) => string) | null;
    /** False for errors the page shows itself (e.g. under a field): the toast just goes away. */
    toastError?: (error: unknown) => boolean;
    /** The toast of every try of one form (say 'login'); a new one per call when absent. */
    id?: string;
  },
): Promise<T> {
  const id = texts.id
    ? notify.loading(texts.loading, { id: texts.id })
    : notify.loading(texts.loading);
  try {
    const result = await work();
    const { success } = texts;
    if (success === null) notify.dismiss(id);
    else notify.success(typeof success === 'string' ? success : success(result), { id });
    return result;
  } catch (error) {
    if (texts.toastError?.(error) === false) notify.dismiss(id);
    else notify.error(error instanceof Error && error.message ? error.message : FALLBACK, { id });
    throw error;
  }
}
