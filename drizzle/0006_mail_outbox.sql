CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_status_valid" CHECK ("mail_outbox"."status" in ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "mail_outbox_status_next_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
-- Every node's mail worker LISTENs: a mail enqueued anywhere (committed) is picked up at once.
CREATE OR REPLACE FUNCTION notify_mail_enqueued() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('mail_enqueued', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS mail_outbox_notify_enqueued ON mail_outbox;
--> statement-breakpoint
CREATE TRIGGER mail_outbox_notify_enqueued AFTER INSERT ON mail_outbox
  FOR EACH STATEMENT EXECUTE FUNCTION notify_mail_enqueued();
