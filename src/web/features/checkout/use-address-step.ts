import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MSG } from '#shared/contract/messages.ts';
import { addressStepPath, paymentTarget, readPaymentChoice } from './payment-choice.ts';

/**
 * The address step's state: the chosen address lives in the URL (`/address?method=delivery&
 * address=12`, replaced in place), so Back from /payment and a reload keep it. PROCEED TO PAYMENT
 * needs one ("Select a delivery address").
 */
export function useAddressStep() {
  const location = useLocation();
  const navigate = useNavigate();
  const choice = readPaymentChoice(location);
  const addressId = choice?.addressId ?? null;
  const couponCode = choice?.couponCode;
  const [error, setError] = useState<string>();

  const select = (id: number | null) => {
    setError(undefined);
    void navigate(addressStepPath(id, couponCode), { replace: true, preventScrollReset: true });
  };
  const proceed = () => {
    if (!addressId) return setError(MSG.selectAddress);
    const { to, state } = paymentTarget(addressId, couponCode);
    void navigate(to, { state });
  };
  return { addressId, couponCode, select, error, proceed };
}
