-- CreateEnum
CREATE TYPE "Prepayment" AS ENUM ('OPTIONAL', 'REQUIRED');

-- AlterTable
ALTER TABLE "Tenant" ADD COLUMN     "prepayment" "Prepayment" NOT NULL DEFAULT 'OPTIONAL';
