import { subscriptionView } from "../account/account.types.ts";

export const autoRenewResponse = subscriptionView;
