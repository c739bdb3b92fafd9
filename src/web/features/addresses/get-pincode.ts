import { queryOptions } from '@tanstack/react-query';
import type { PinCodeReply } from '#shared/contract/pincode.ts';
import { api, ApiError } from '#web/lib/api/api-client.ts';
import { pincodeKeys } from '#web/lib/api/query-keys.ts';

/** A 6-digit Indian PIN code (the shape the server looks up). */
export const isPinCodeShape = (pin: string) => /^[1-9]\d{5}$/.test(pin);

/**
 * GET pincode/{pin}: where a PIN code is, from the shop's offline PIN list; null when no such
 * PIN exists (404). Answers never change, so each PIN is asked once per visit.
 */
export const pinCodeQuery = (pin: string) =>
  queryOptions({
    queryKey: pincodeKeys.of(pin),
    queryFn: async ({ signal }): Promise<PinCodeReply | null> => {
      try {
        return await api('pincode/:pin', { method: 'GET', params: { pin }, signal });
      } catch (error) {
        if (error instanceof ApiError && error.httpStatus === 404) return null;
        throw error;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
