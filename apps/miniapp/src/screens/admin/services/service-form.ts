// Spec §5 service form: name, description and price are required; the price is numeric with step
// 0.01 and is sent as a number. Durations are whole 30-minute slots (the server's rule too).
import { SLOT_MINUTES } from "@booking/contracts/constants";
import type { AdminService } from "../admin-types.ts";
import { fromLocation, locationDraftProblem, toLocation, type LocationDraft } from "./location-draft.ts";
import { fromQuestion, questionDraftProblem, toQuestion, type QuestionDraft } from "./question-drafts.ts";

export interface ServiceFormValues {
  name: string;
  description: string;
  price: string;
  duration: string;
  isActive: boolean;
  /** Booking questions (issue 31.1) as the editor holds them. */
  questions: QuestionDraft[];
  /** Where sessions happen (issue 31.2). */
  location: LocationDraft;
}

export const DEFAULT_DURATION_MINUTES = 60;

export function serviceFormValues(service: AdminService | null): ServiceFormValues {
  return service
    ? {
        name: service.name,
        description: service.description,
        price: String(service.price),
        duration: String(service.duration),
        isActive: service.isActive,
        questions: service.questions.map(fromQuestion),
        location: fromLocation(service.location),
      }
    : {
        name: "",
        description: "",
        price: "",
        duration: String(DEFAULT_DURATION_MINUTES),
        isActive: true,
        questions: [],
        location: fromLocation(null),
      };
}

/** A price as typed ("12,50" from a Russian keyboard counts too), or null when it is not one. */
export function parsePrice(text: string): number | null {
  const normalized = text.trim().replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  return Number(normalized);
}

export type ServiceFormProblem =
  | "admin.services.required"
  | "admin.services.invalidPrice"
  | "admin.services.invalidDuration"
  | "admin.services.questions.missingLabel"
  | "admin.services.questions.missingOptions"
  | "admin.services.location.invalidLink";

export function serviceFormProblem(values: ServiceFormValues): ServiceFormProblem | null {
  if (!values.name.trim() || !values.description.trim() || !values.price.trim()) return "admin.services.required";
  if (parsePrice(values.price) === null) return "admin.services.invalidPrice";
  const duration = Number(values.duration);
  if (!Number.isInteger(duration) || duration <= 0 || duration % SLOT_MINUTES !== 0) return "admin.services.invalidDuration";
  for (const question of values.questions) {
    const problem = questionDraftProblem(question);
    if (problem) return `admin.services.questions.${problem}`;
  }
  const where = locationDraftProblem(values.location);
  if (where) return `admin.services.location.${where}`;
  return null;
}

export function toServiceInput(values: ServiceFormValues) {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    price: parsePrice(values.price) ?? 0,
    duration: Number(values.duration),
    isActive: values.isActive,
    questions: values.questions.map(toQuestion),
    location: toLocation(values.location),
  };
}
