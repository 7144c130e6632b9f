-- AlterTable
ALTER TABLE "Tenant" ADD COLUMN     "selfCancelHours" INTEGER,
ADD COLUMN     "selfMoveHours" INTEGER;

-- The API accepts 0..720 hours (30 days), and the database refuses anything else too.
ALTER TABLE "Tenant" ADD CONSTRAINT "Tenant_selfCancelHours_range" CHECK ("selfCancelHours" IS NULL OR "selfCancelHours" BETWEEN 0 AND 720);
ALTER TABLE "Tenant" ADD CONSTRAINT "Tenant_selfMoveHours_range" CHECK ("selfMoveHours" IS NULL OR "selfMoveHours" BETWEEN 0 AND 720);
