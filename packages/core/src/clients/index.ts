// A tenant's clients as its administrators see them.
export { clientContactSelect, toClientContact, type ClientContact, type ClientContactRow } from "./client-contact.ts";
export { listClientBookings, listClients, setClientNote, type ClientListQuery, type ClientPage, type ClientView } from "./list-clients.ts";
