import type { Service } from "@booking/db";
import { fromMinorUnits } from "../booking/money.ts";

/** Spec §3 Service: price as a decimal number in major units, duration in minutes. */
export interface ServiceView {
  id: string;
  name: string;
  description: string;
  price: number;
  duration: number;
  isActive: boolean;
}

export function toServiceView(
  service: Pick<Service, "id" | "name" | "description" | "priceMinor" | "durationMinutes" | "isActive">,
): ServiceView {
  return {
    id: service.id,
    name: service.name,
    description: service.description,
    price: fromMinorUnits(service.priceMinor),
    duration: service.durationMinutes,
    isActive: service.isActive,
  };
}
