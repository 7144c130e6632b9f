import { publicLocationKind, type BookingLocationKind, type IntakeQuestion, type ServiceLocation } from "@booking/contracts";
import type { Service } from "@booking/db";
import { fromMinorUnits } from "../booking/money.ts";
import { questionsOf } from "../booking/intake-answers.ts";
import { serviceLocationOf } from "../booking/session-location.ts";

/** Spec §3 Service: price as a decimal number in major units, duration in minutes. */
export interface ServiceView {
  id: string;
  name: string;
  description: string;
  price: number;
  duration: number;
  isActive: boolean;
  /** Asked when booking it (issue 31.1); empty: the spec's form. */
  questions: IntakeQuestion[];
  /** In person, by phone or online (issue 31.2); never the link or address, which only a booking shows. */
  locationKind: BookingLocationKind | null;
}

/** What the admin edits: the public view plus the whole location setting. */
export interface AdminServiceView extends ServiceView {
  location: ServiceLocation | null;
}

type ServiceRow = Pick<Service, "id" | "name" | "description" | "priceMinor" | "durationMinutes" | "isActive"> & {
  intakeQuestions: unknown;
  sessionLocation: unknown;
};

export function toServiceView(service: ServiceRow): ServiceView {
  return {
    id: service.id,
    name: service.name,
    description: service.description,
    price: fromMinorUnits(service.priceMinor),
    duration: service.durationMinutes,
    isActive: service.isActive,
    questions: questionsOf(service),
    locationKind: publicLocationKind(serviceLocationOf(service)),
  };
}

export function toAdminServiceView(service: ServiceRow): AdminServiceView {
  return { ...toServiceView(service), location: serviceLocationOf(service) };
}
