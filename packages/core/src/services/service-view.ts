import type { IntakeQuestion } from "@booking/contracts";
import type { Service } from "@booking/db";
import { fromMinorUnits } from "../booking/money.ts";
import { questionsOf } from "../booking/intake-answers.ts";

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
}

export function toServiceView(
  service: Pick<Service, "id" | "name" | "description" | "priceMinor" | "durationMinutes" | "isActive"> & { intakeQuestions: unknown },
): ServiceView {
  return {
    id: service.id,
    name: service.name,
    description: service.description,
    price: fromMinorUnits(service.priceMinor),
    duration: service.durationMinutes,
    isActive: service.isActive,
    questions: questionsOf(service),
  };
}
