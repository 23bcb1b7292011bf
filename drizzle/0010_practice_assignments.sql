CREATE TABLE "practice_assignees" (
	"assignment_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "practice_assignees_assignment_id_user_id_pk" PRIMARY KEY("assignment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "practice_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"tool" text NOT NULL,
	"setup" jsonb,
	"brief" text,
	"whole_team" boolean DEFAULT false NOT NULL,
	"due_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tool_usage_logs" ADD COLUMN "assignment_id" uuid;--> statement-breakpoint
ALTER TABLE "tool_usage_logs" ADD COLUMN "score" integer GENERATED ALWAYS AS (case when (data -> 'report' -> 'metrics' -> 'limited') is null and (data -> 'report' ->> 'overallScore') ~ '^[0-9]{1,3}$' then (data -> 'report' ->> 'overallScore')::int end) STORED;--> statement-breakpoint
ALTER TABLE "practice_assignees" ADD CONSTRAINT "practice_assignees_assignment_id_practice_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "practice_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_assignees" ADD CONSTRAINT "practice_assignees_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_assignments" ADD CONSTRAINT "practice_assignments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_assignments" ADD CONSTRAINT "practice_assignments_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_assignees_user_idx" ON "practice_assignees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "practice_assignments_org_idx" ON "practice_assignments" USING btree ("organization_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tool_usage_logs_progress_idx" ON "tool_usage_logs" USING btree ("user_id","tool_name","created_at","score") WHERE "tool_usage_logs"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "tool_usage_logs_assignment_idx" ON "tool_usage_logs" USING btree ("assignment_id","user_id") WHERE "tool_usage_logs"."assignment_id" is not null;