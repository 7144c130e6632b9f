import { accountView } from "./account.types.ts";

export const getAccountResponse = accountView;
