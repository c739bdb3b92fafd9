import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveSizeGuideBody } from '#shared/contract/size-guide.ts';
import type { Style } from '#shared/rules/styles.ts';
import type { z } from 'zod';
import { api } from '#web/lib/api/api-client.ts';

/**
 * The size guide's cache key. Kept here rather than in lib/api/query-keys.ts: that file is in the
 * first load of every page, and the guide is only ever asked for from the size chart popup.
 */
const sizeGuideKey = (style: Style) => ['size-guide', style] as const;

/** GET products/size-guide/{style}: the style's chest, length and shoulder per size (cm). */
export const sizeGuideQuery = (style: Style) =>
  queryOptions({
    queryKey: sizeGuideKey(style),
    queryFn: ({ signal }) =>
      api('products/size-guide/:style', { method: 'GET', params: { style }, signal }),
    staleTime: 5 * 60_000,
  });

export function useSizeGuide(style: Style) {
  return useQuery(sizeGuideQuery(style));
}

/** admin/size-guide/{style}: the admin replaces the style's table; the popup shows the reply. */
export function useSaveSizeGuide(style: Style) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof SaveSizeGuideBody>) =>
      api('admin/size-guide/:style', { params: { style }, body }),
    onSuccess: ({ message: _message, ...guide }) =>
      queryClient.setQueryData(sizeGuideKey(style), guide),
  });
}
