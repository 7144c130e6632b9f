// Client test setup. Screens load lazily and the first import of a screen module is transformed
// on demand, which on a busy machine takes longer than Testing Library's default 1 s wait (the
// flaky "renders its screen" and language toggle failures): find*/waitFor wait up to 15 s (5 s ran
// out at a load average of 27 with three test workers; a broken screen still fails, only later).
import { configure } from "@testing-library/react";
import { DEFAULT_TEST_NOW, runOnClock } from "./clock.ts";
import { loadLaterTexts } from "../i18n.ts";
import { refuseRealRequests } from "./network.ts";

configure({ asyncUtilTimeout: 15_000 });

// Before any test stubs fetch: what no stub answers is refused, never sent (test/network.ts).
refuseRealRequests();

// Before any test module reads the date (test/clock.ts).
runOnClock(process.env.CLIENT_TEST_NOW ?? DEFAULT_TEST_NOW);

// Screens rendered directly (not through their lazy route) need the staff texts at hand.
await loadLaterTexts();
