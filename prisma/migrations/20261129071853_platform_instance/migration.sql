-- CreateTable
CREATE TABLE "PlatformInstance" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "fingerprint" TEXT NOT NULL,
    "adoptedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PlatformInstance_pkey" PRIMARY KEY ("id")
);

-- One row only.
ALTER TABLE "PlatformInstance" ADD CONSTRAINT "PlatformInstance_single_row" CHECK ("id" = 1);
