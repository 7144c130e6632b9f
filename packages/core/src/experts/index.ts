export { calendarExperts, offeredExperts, type ExpertChoice, type PublicExpert } from "./offered-experts.ts";
export { createBookingWithAnyExpert, fairCandidates } from "./any-expert.ts";
export * from "./expert-profiles.ts";
export * from "./expert-desk.ts";
