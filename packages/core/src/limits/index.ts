export { localCallCounters, PROCESS_CALL_COUNTERS, takeCalls, type CallCounters, type WindowLimit } from "./call-counters.ts";
export { checkCredential, CREDENTIAL_CHECKS } from "./credential-checks.ts";
