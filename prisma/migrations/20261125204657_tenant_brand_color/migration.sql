-- AlterTable
ALTER TABLE "Tenant" ADD COLUMN     "brandColor" TEXT;
