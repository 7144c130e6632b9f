import { z } from "zod";
import { prepaymentPolicy } from "@booking/contracts";

export const setPrepaymentInput = z.object({ prepayment: prepaymentPolicy });
export const setPrepaymentResponse = z.object({ prepayment: prepaymentPolicy });
