import { z } from "zod";
import { RECEIPT_PAYMENT_MODES, RECEIPT_TAX_SYSTEMS, RECEIPT_VATS, receiptSettingsInput } from "@booking/contracts";

export const setReceiptsInput = receiptSettingsInput;
export const receiptsResponse = z.object({
  enabled: z.boolean().meta({ description: "Every booking payment and refund carries a 54-FZ receipt the provider fiscalizes" }),
  taxSystem: z.enum(RECEIPT_TAX_SYSTEMS).nullable().meta({ description: "OSN, USN_INCOME, USN_INCOME_OUTCOME, ESN or PATENT" }),
  vat: z.enum(RECEIPT_VATS).nullable().meta({ description: "The VAT rate of the services (NONE when the seller pays no VAT)" }),
  paymentMode: z
    .enum(RECEIPT_PAYMENT_MODES)
    .meta({ description: "FULL_PAYMENT (the payment settles the service) or FULL_PREPAYMENT (paid before it; calculated VAT rate)" }),
});
