import { z } from "zod";
import { paymentView } from "./payment-view.types.ts";

export const getPaymentInput = z.object({ id: z.uuid({ error: "Invalid id" }) });
export const getPaymentResponse = paymentView;
