ALTER TABLE "profiles" DROP CONSTRAINT "profiles_credits_non_negative";--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "subscription_tier" text DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "credits" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "credits_expire_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "stripe_product_id" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "stripe_subscription_id" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "subscription_status" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "subscription_renews_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "handover_proposed_to" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "handover_proposed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "tool_usage_logs" ADD COLUMN "charged_organization_id" uuid;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_handover_proposed_to_user_id_fk" FOREIGN KEY ("handover_proposed_to") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_usage_logs" ADD CONSTRAINT "tool_usage_logs_charged_organization_id_organizations_id_fk" FOREIGN KEY ("charged_organization_id") REFERENCES "organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organizations_stripe_subscription_idx" ON "organizations" USING btree ("stripe_subscription_id");--> statement-breakpoint
-- Data: every credit moves from a profile to exactly one organization (docs/decisions/023).
-- wallet_from remembers, for this migration only, whose profile wallet an organization received.
ALTER TABLE "organizations" ADD COLUMN "wallet_from" text;--> statement-breakpoint
-- A team's wallet was its owner's profile: the organization takes it. The owner is the member with
-- role 'owner' (one per organization, organization_members_one_owner), not created_by.
UPDATE "organizations" o SET
  "credits" = p."credits", "subscription_tier" = p."subscription_tier", "credits_expire_at" = p."credits_expire_at",
  "stripe_product_id" = p."stripe_product_id", "stripe_subscription_id" = p."stripe_subscription_id",
  "subscription_status" = p."subscription_status", "subscription_renews_at" = p."subscription_renews_at",
  "wallet_from" = p."id"
FROM "organization_members" m JOIN "profiles" p ON p."id" = m."user_id"
WHERE m."organization_id" = o."id" AND m."role" = 'owner';--> statement-breakpoint
-- An organization with no owner (none should exist) had no wallet of its own: it must not mint credits.
UPDATE "organizations" SET "credits" = 0 WHERE "wallet_from" IS NULL;--> statement-breakpoint
-- Everyone else (a manager or member of someone's team, whose organization of one was closed when
-- they joined) keeps their own wallet in a personal organization with no members, dormant until they
-- leave or are removed, when they return to it.
INSERT INTO "organizations" ("name", "country", "currency", "created_by", "wallet_from", "credits", "subscription_tier",
  "credits_expire_at", "stripe_product_id", "stripe_subscription_id", "subscription_status", "subscription_renews_at")
SELECT p."full_name", o."country", coalesce(o."currency", 'USD'), p."id", p."id", p."credits", p."subscription_tier",
  p."credits_expire_at", p."stripe_product_id", p."stripe_subscription_id", p."subscription_status", p."subscription_renews_at"
FROM "profiles" p
LEFT JOIN "organization_members" m ON m."user_id" = p."id"
LEFT JOIN "organizations" o ON o."id" = m."organization_id"
WHERE m."role" IS DISTINCT FROM 'owner';--> statement-breakpoint
-- A run's refund goes back to the wallet that paid: the organization that now holds that profile wallet.
UPDATE "tool_usage_logs" l SET "charged_organization_id" = o."id"
FROM "organizations" o WHERE o."wallet_from" = coalesce(l."charged_to", l."user_id");--> statement-breakpoint
-- A purchase tops up the wallet its buyer spent when it was made: their organization now.
UPDATE "payments" pay SET "organization_id" = m."organization_id"
FROM "organization_members" m WHERE m."user_id" = pay."user_id";--> statement-breakpoint
ALTER TABLE "organizations" DROP COLUMN "wallet_from";--> statement-breakpoint
ALTER TABLE "tool_usage_logs" DROP COLUMN "charged_to";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "subscription_tier";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "credits";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "credits_expire_at";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "stripe_product_id";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "stripe_subscription_id";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "subscription_status";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "subscription_renews_at";--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_credits_non_negative" CHECK ("organizations"."credits" >= 0);--> statement-breakpoint
-- A profile change (name, language) reaches its own live stream only: the wallet is not on it any more.
CREATE OR REPLACE FUNCTION notify_profile_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('profile_changed', NEW.id);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A wallet change (a spend, a refund, a purchase, an admin change, a handover) reaches every member's
-- live stream, on whichever node it is open.
CREATE OR REPLACE FUNCTION notify_organization_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('profile_changed', m.user_id) FROM organization_members m WHERE m.organization_id = NEW.id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS organizations_notify_change ON organizations;
--> statement-breakpoint
CREATE TRIGGER organizations_notify_change AFTER UPDATE ON organizations
  FOR EACH ROW EXECUTE FUNCTION notify_organization_change();
