import { paymentMethodToggleInput } from "@booking/contracts";
import { z } from "zod";
import { paymentMethodView } from "./account.types.ts";

export const setPaymentMethodInput = paymentMethodToggleInput;
export const paymentMethodsResponse = z.array(paymentMethodView);
