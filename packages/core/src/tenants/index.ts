export { checkSlugAvailability, createTenantOwnedBy, type SlugAvailability, type TenantSetup } from "./tenant-setup.ts";
export { registerOwner } from "./register-owner.ts";
