-- AlterTable
ALTER TABLE "Tenant" ADD COLUMN     "embedOrigins" TEXT[] DEFAULT ARRAY[]::TEXT[];
