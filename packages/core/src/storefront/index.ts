export {
  findStorefront,
  loadStorefront,
  nextFreeTimes,
  type NextFreeTime,
  type Storefront,
  type StorefrontService,
} from "./storefront.ts";
