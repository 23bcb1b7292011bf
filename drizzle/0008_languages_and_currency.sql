ALTER TABLE "organizations" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;