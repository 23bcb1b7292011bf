CREATE TABLE "sales_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"guest_run_id" uuid,
	"usage_log_id" uuid,
	"credits_charged" integer DEFAULT 0 NOT NULL,
	"setup" jsonb NOT NULL,
	"mode" text NOT NULL,
	"transcript" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"realtime_call_id" text,
	"realtime_calls_url" text,
	"hung_up_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sales_sessions" ADD CONSTRAINT "sales_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_sessions" ADD CONSTRAINT "sales_sessions_usage_log_id_tool_usage_logs_id_fk" FOREIGN KEY ("usage_log_id") REFERENCES "tool_usage_logs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_sessions_one_active_per_user" ON "sales_sessions" USING btree ("user_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "sales_sessions_hangup_due_idx" ON "sales_sessions" USING btree ("ends_at") WHERE realtime_call_id is not null and hung_up_at is null;--> statement-breakpoint
CREATE INDEX "sales_sessions_user_idx" ON "sales_sessions" USING btree ("user_id","started_at" DESC NULLS LAST);