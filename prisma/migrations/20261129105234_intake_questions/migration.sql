-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "intakeAnswers" JSONB;

-- AlterTable
ALTER TABLE "Service" ADD COLUMN     "intakeQuestions" JSONB NOT NULL DEFAULT '[]';
