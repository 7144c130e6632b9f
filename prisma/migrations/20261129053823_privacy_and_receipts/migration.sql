-- CreateEnum
CREATE TYPE "ReceiptTaxSystem" AS ENUM ('OSN', 'USN_INCOME', 'USN_INCOME_OUTCOME', 'ESN', 'PATENT');

-- CreateEnum
CREATE TYPE "ReceiptVat" AS ENUM ('NONE', 'VAT0', 'VAT5', 'VAT7', 'VAT10', 'VAT22');

-- CreateEnum
CREATE TYPE "ReceiptPaymentMode" AS ENUM ('FULL_PAYMENT', 'FULL_PREPAYMENT');

-- CreateEnum
CREATE TYPE "ConsentKind" AS ENUM ('PERSONAL_DATA', 'MARKETING');

-- CreateEnum
CREATE TYPE "ConsentChannel" AS ENUM ('WEB', 'MINI_APP', 'OWNER_SIGNUP', 'BOOKING', 'ACCOUNT');

-- CreateEnum
CREATE TYPE "PrivacyAction" AS ENUM ('DATA_EXPORTED', 'ACCOUNT_DELETED', 'CLIENT_ERASED', 'MARKETING_CHANGED');

-- AlterTable
ALTER TABLE "Tenant" ADD COLUMN     "privacyPolicyUrl" TEXT,
ADD COLUMN     "privacyPolicyVersion" TEXT,
ADD COLUMN     "receiptPaymentMode" "ReceiptPaymentMode" NOT NULL DEFAULT 'FULL_PAYMENT',
ADD COLUMN     "receiptTaxSystem" "ReceiptTaxSystem",
ADD COLUMN     "receiptVat" "ReceiptVat",
ADD COLUMN     "receiptsEnabled" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "deletedAt" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "receipt" JSONB;

-- CreateTable
CREATE TABLE "Consent" (
    "id" UUID NOT NULL,
    "tenantId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "kind" "ConsentKind" NOT NULL,
    "channel" "ConsentChannel" NOT NULL,
    "textVersion" TEXT NOT NULL,
    "policyVersion" TEXT NOT NULL,
    "grantedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "withdrawnAt" TIMESTAMPTZ(3),

    CONSTRAINT "Consent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TenantPolicy" (
    "tenantId" UUID NOT NULL,
    "text" TEXT NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "TenantPolicy_pkey" PRIMARY KEY ("tenantId")
);

-- CreateTable
CREATE TABLE "PlatformConsent" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "channel" "ConsentChannel" NOT NULL,
    "textVersion" TEXT NOT NULL,
    "policyVersion" TEXT NOT NULL,
    "grantedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PlatformConsent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PrivacyEvent" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "action" "PrivacyAction" NOT NULL,
    "details" JSONB,
    "ip" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PrivacyEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TenantPrivacyEvent" (
    "id" UUID NOT NULL,
    "tenantId" UUID NOT NULL,
    "action" "PrivacyAction" NOT NULL,
    "actorId" UUID,
    "subjectUserId" UUID,
    "details" JSONB,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TenantPrivacyEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Consent_tenantId_userId_kind_grantedAt_idx" ON "Consent"("tenantId", "userId", "kind", "grantedAt");

-- CreateIndex
CREATE INDEX "Consent_userId_idx" ON "Consent"("userId");

-- CreateIndex
CREATE INDEX "PlatformConsent_userId_idx" ON "PlatformConsent"("userId");

-- CreateIndex
CREATE INDEX "PrivacyEvent_userId_createdAt_idx" ON "PrivacyEvent"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "TenantPrivacyEvent_tenantId_createdAt_idx" ON "TenantPrivacyEvent"("tenantId", "createdAt");

-- AddForeignKey
ALTER TABLE "Consent" ADD CONSTRAINT "Consent_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Consent" ADD CONSTRAINT "Consent_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TenantPolicy" ADD CONSTRAINT "TenantPolicy_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PlatformConsent" ADD CONSTRAINT "PlatformConsent_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PrivacyEvent" ADD CONSTRAINT "PrivacyEvent_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TenantPrivacyEvent" ADD CONSTRAINT "TenantPrivacyEvent_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Receipts switched on always know the tax system and VAT rate they are issued with.
ALTER TABLE "Tenant" ADD CONSTRAINT "Tenant_receipt_settings_check"
  CHECK (NOT "receiptsEnabled" OR ("receiptTaxSystem" IS NOT NULL AND "receiptVat" IS NOT NULL));
