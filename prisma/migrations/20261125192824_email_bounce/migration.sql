-- AlterTable
ALTER TABLE "User" ADD COLUMN     "emailBouncedAt" TIMESTAMPTZ(3);
