import { paymentCredentialsInput } from "@booking/contracts";
import { paymentMethodsResponse } from "./set-payment-method.types.ts";

export const setPaymentCredentialsInput = paymentCredentialsInput;
export const setPaymentCredentialsResponse = paymentMethodsResponse;
