// Paying a booking online (POST /api/bookings/{id}/pay → the provider's page), shared by "my
// bookings" and the done state after a booking (issue 25.3). One Idempotency-Key per booking however
// often Pay is pressed; a provider needing a receipt contact asks for it (issue 30), and answers
// meaning "this page takes no online payments" hide the Pay buttons.
import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { errorCodeOf } from "../../api/api-error.ts";
import { useTRPC, useTRPCClient } from "../../data/trpc.ts";
import { newIdempotencyKey, withIdempotencyKey } from "../../lib/idempotency-key.ts";
import { rememberPayment } from "../../lib/payment-return.ts";
import { useOpenExternal } from "../../telegram/useOpenExternal.ts";
import { useToast } from "../../toast/ToastProvider.tsx";
import { PAYMENTS_UNAVAILABLE_CODES } from "./booking-actions.ts";

/** `returnTo`: where the payment result page leads back to. */
export function usePayBooking(tenant: string, returnTo: string) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const toast = useToast();
  const openExternal = useOpenExternal();
  const [paymentsUnavailable, setPaymentsUnavailable] = useState(false);
  // The booking waiting for a receipt contact, and whether the last one given was refused.
  const [receiptFor, setReceiptFor] = useState<{ id: string; refused: boolean } | null>(null);
  const payKeys = useRef(new Map<string, string>());
  const pay = useMutation({
    mutationKey: trpc.payments.payBooking.mutationKey(),
    mutationFn: ({ id, receiptContact }: { id: string; receiptContact?: string }) => {
      const idempotencyKey = payKeys.current.get(id) ?? newIdempotencyKey();
      payKeys.current.set(id, idempotencyKey);
      return client.payments.payBooking.mutate({ id, ...(receiptContact ? { receiptContact } : {}) }, withIdempotencyKey(idempotencyKey));
    },
    onSuccess: ({ paymentId, confirmationUrl }) => {
      setReceiptFor(null);
      rememberPayment({ paymentId, tenant, returnTo });
      openExternal(confirmationUrl);
    },
    onError: (error, { id, receiptContact }) => {
      if (errorCodeOf(error) === "receiptContactRequired") {
        // A failed attempt frees its key: the next one (with the contact) is a new request.
        payKeys.current.delete(id);
        setReceiptFor({ id, refused: receiptContact !== undefined });
        return;
      }
      if (PAYMENTS_UNAVAILABLE_CODES.has(errorCodeOf(error) ?? "")) setPaymentsUnavailable(true);
      toast.failure(error);
    },
  });
  return {
    pay: (id: string, receiptContact?: string) => pay.mutate({ id, ...(receiptContact ? { receiptContact } : {}) }),
    paying: pay.isPending,
    paymentsUnavailable,
    receiptFor,
    closeReceipt: () => setReceiptFor(null),
  };
}
