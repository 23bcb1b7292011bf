CREATE TABLE "idempotent_requests" (
	"owner" text NOT NULL,
	"key" uuid NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "idempotent_requests_owner_key_idx" ON "idempotent_requests" USING btree ("owner","key");--> statement-breakpoint
CREATE INDEX "idempotent_requests_created_idx" ON "idempotent_requests" USING btree ("created_at");