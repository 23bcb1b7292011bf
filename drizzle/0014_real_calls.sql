CREATE TABLE "real_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"organization_id" uuid,
	"usage_log_id" uuid,
	"credits_charged" integer DEFAULT 0 NOT NULL,
	"file_hash" text NOT NULL,
	"file_name" text,
	"container" text NOT NULL,
	"seller_channel" text NOT NULL,
	"setup" jsonb NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"report" jsonb,
	"error_code" text,
	"error_id" text,
	"refunded" boolean DEFAULT false NOT NULL,
	"keep_audio" boolean DEFAULT false NOT NULL,
	"audio" "bytea",
	"audio_expires_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "real_calls" ADD CONSTRAINT "real_calls_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_calls" ADD CONSTRAINT "real_calls_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_calls" ADD CONSTRAINT "real_calls_usage_log_id_tool_usage_logs_id_fk" FOREIGN KEY ("usage_log_id") REFERENCES "tool_usage_logs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "real_calls_user_file_idx" ON "real_calls" USING btree ("user_id","file_hash") WHERE status <> 'failed';--> statement-breakpoint
CREATE INDEX "real_calls_user_created_idx" ON "real_calls" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "real_calls_organization_idx" ON "real_calls" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "real_calls_processing_idx" ON "real_calls" USING btree ("lease_until") WHERE status = 'processing';--> statement-breakpoint
CREATE INDEX "real_calls_audio_expiry_idx" ON "real_calls" USING btree ("audio_expires_at") WHERE audio is not null;