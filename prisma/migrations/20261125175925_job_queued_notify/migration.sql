-- Workers LISTEN on job_queued: a job due now (or within seconds, as the application's clock may
-- run ahead of the transaction's) wakes them at commit instead of at their next poll. The payload
-- is the queue. Identical notifications of one transaction arrive once.
CREATE FUNCTION "job_queued_notify"() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN IF NEW."runAt" <= clock_timestamp() + interval ''5 seconds'' THEN PERFORM pg_notify(''job_queued'', NEW."queue")\073 END IF\073 RETURN NEW\073 END';

CREATE TRIGGER "Job_queued_notify" AFTER INSERT ON "Job" FOR EACH ROW EXECUTE FUNCTION "job_queued_notify"();
