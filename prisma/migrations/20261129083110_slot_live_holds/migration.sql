-- AlterTable
ALTER TABLE "Slot" ADD COLUMN     "holdId" UUID;

-- A customer's live holds (issue 29.1): the hold transaction counts them against the pending cap
-- (packages/core/src/booking/hold-sql.ts). Partial: most slots are held by no one.
CREATE INDEX "Slot_live_holds" ON "Slot" ("tenantId", "heldForUserId", "heldUntil") WHERE "heldForUserId" IS NOT NULL;
