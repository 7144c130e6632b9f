-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "doneSteps" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "leaseExpiresAt" TIMESTAMPTZ(3);
