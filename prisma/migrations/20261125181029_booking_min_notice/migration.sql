-- AlterTable
ALTER TABLE "Tenant" ADD COLUMN     "minNoticeMinutes" INTEGER NOT NULL DEFAULT 0;

-- Hand-written: at most a week of notice (the API allows 0..10080 minutes).
ALTER TABLE "Tenant" ADD CONSTRAINT "Tenant_min_notice_valid" CHECK ("minNoticeMinutes" BETWEEN 0 AND 10080);
