-- Team and experts (issue 16): the EXPERT role, one-time team invitations, the team audit trail,
-- expert profiles tied to a member, and which services each expert provides.

-- CreateEnum
CREATE TYPE "InvitationChannel" AS ENUM ('EMAIL', 'TELEGRAM');

-- CreateEnum
CREATE TYPE "TeamAction" AS ENUM ('INVITED', 'INVITATION_REVOKED', 'JOINED', 'ROLE_CHANGED', 'REMOVED');

-- AlterEnum
ALTER TYPE "Role" ADD VALUE 'EXPERT' BEFORE 'CUSTOMER';

-- AlterTable
ALTER TABLE "Expert" ADD COLUMN     "bio" TEXT,
ADD COLUMN     "isActive" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "photoUrl" TEXT,
ADD COLUMN     "userId" UUID;

-- CreateTable
CREATE TABLE "TeamInvitation" (
    "id" UUID NOT NULL,
    "tenantId" UUID NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "role" "Role" NOT NULL,
    "channel" "InvitationChannel" NOT NULL,
    "email" TEXT,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "createdById" UUID,
    "acceptedById" UUID,
    "acceptedAt" TIMESTAMPTZ(3),
    "revokedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TeamInvitation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TeamChange" (
    "id" UUID NOT NULL,
    "tenantId" UUID NOT NULL,
    "action" "TeamAction" NOT NULL,
    "actorId" UUID,
    "subjectUserId" UUID,
    "fromRole" "Role",
    "toRole" "Role",
    "invitationId" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TeamChange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExpertService" (
    "tenantId" UUID NOT NULL,
    "expertId" UUID NOT NULL,
    "serviceId" UUID NOT NULL,

    CONSTRAINT "ExpertService_pkey" PRIMARY KEY ("expertId","serviceId")
);

-- CreateIndex
CREATE UNIQUE INDEX "TeamInvitation_tokenHash_key" ON "TeamInvitation"("tokenHash");

-- CreateIndex
CREATE INDEX "TeamInvitation_tenantId_createdAt_idx" ON "TeamInvitation"("tenantId", "createdAt");

-- CreateIndex
CREATE INDEX "TeamInvitation_createdById_idx" ON "TeamInvitation"("createdById");

-- CreateIndex
CREATE INDEX "TeamInvitation_acceptedById_idx" ON "TeamInvitation"("acceptedById");

-- CreateIndex
CREATE INDEX "TeamChange_tenantId_createdAt_idx" ON "TeamChange"("tenantId", "createdAt");

-- CreateIndex
CREATE INDEX "TeamChange_actorId_idx" ON "TeamChange"("actorId");

-- CreateIndex
CREATE INDEX "TeamChange_subjectUserId_idx" ON "TeamChange"("subjectUserId");

-- CreateIndex
CREATE INDEX "ExpertService_tenantId_serviceId_idx" ON "ExpertService"("tenantId", "serviceId");

-- CreateIndex
CREATE INDEX "ExpertService_serviceId_idx" ON "ExpertService"("serviceId");

-- CreateIndex
CREATE UNIQUE INDEX "Service_id_tenantId_key" ON "Service"("id", "tenantId");

-- CreateIndex
CREATE INDEX "Expert_userId_idx" ON "Expert"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "Expert_tenantId_userId_key" ON "Expert"("tenantId", "userId");

-- AddForeignKey
ALTER TABLE "TeamInvitation" ADD CONSTRAINT "TeamInvitation_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamInvitation" ADD CONSTRAINT "TeamInvitation_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamInvitation" ADD CONSTRAINT "TeamInvitation_acceptedById_fkey" FOREIGN KEY ("acceptedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamChange" ADD CONSTRAINT "TeamChange_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamChange" ADD CONSTRAINT "TeamChange_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamChange" ADD CONSTRAINT "TeamChange_subjectUserId_fkey" FOREIGN KEY ("subjectUserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Expert" ADD CONSTRAINT "Expert_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExpertService" ADD CONSTRAINT "ExpertService_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExpertService" ADD CONSTRAINT "ExpertService_expertId_tenantId_fkey" FOREIGN KEY ("expertId", "tenantId") REFERENCES "Expert"("id", "tenantId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExpertService" ADD CONSTRAINT "ExpertService_serviceId_tenantId_fkey" FOREIGN KEY ("serviceId", "tenantId") REFERENCES "Service"("id", "tenantId") ON DELETE CASCADE ON UPDATE CASCADE;
