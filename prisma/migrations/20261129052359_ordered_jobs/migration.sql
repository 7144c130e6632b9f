-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "orderKey" TEXT,
ADD COLUMN     "seq" BIGSERIAL NOT NULL;

-- CreateIndex
CREATE INDEX "Job_orderKey_seq_idx" ON "Job"("orderKey", "seq");
