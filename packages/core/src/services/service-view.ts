import type { Service } from "@booking/db";

/** Spec §3 Service: price as a decimal number in major units, duration in minutes. */
export interface ServiceView {
  id: string;
  name: string;
  description: string;
  price: number;
  duration: number;
  isActive: boolean;
}

export function toServiceView(service: Service): ServiceView {
  return {
    id: service.id,
    name: service.name,
    description: service.description,
    price: service.priceMinor / 100,
    duration: service.durationMinutes,
    isActive: service.isActive,
  };
}
