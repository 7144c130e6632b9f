-- Idempotent creates (issue 15.10): the stored success answer of a keyed request.
ALTER TABLE "IdempotencyKey" ADD COLUMN "response" TEXT;
ALTER TABLE "IdempotencyKey" ADD COLUMN "completedAt" TIMESTAMPTZ(3);
