// Text rules the forms check as the user types and the server's schemas enforce (schemas.ts). No
// zod here: the browser imports this module without the schema library.
import { LOGIN_CODE_LENGTH } from "./constants.ts";

/** Spec §5: text, @, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A one-time login code: exactly LOGIN_CODE_LENGTH digits. */
export const LOGIN_CODE_PATTERN = new RegExp(`^\\d{${LOGIN_CODE_LENGTH}}$`);
