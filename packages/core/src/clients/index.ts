// A tenant's clients as its administrators see them.
export { clientContactSelect, toClientContact, type ClientContact, type ClientContactRow } from "./client-contact.ts";
