export {
  completeIdempotentRequest,
  IDEMPOTENCY_WAIT_MS,
  answered,
  IdempotentAnswer,
  inAnswerTransaction,
  releaseIdempotentRequest,
  startIdempotentRequest,
  type IdempotentStart,
} from "./idempotent-requests.ts";
export { keyedRequest, type KeyedRequest } from "../billing/open-payments.ts";
