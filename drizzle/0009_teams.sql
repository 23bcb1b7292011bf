CREATE TABLE "organization_members" (
	"user_id" text PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "team_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "tool_usage_logs" ADD COLUMN "charged_to" text;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_members_org_idx" ON "organization_members" USING btree ("organization_id","role");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_members_one_owner" ON "organization_members" USING btree ("organization_id") WHERE role = 'owner';--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_open_idx" ON "team_invitations" USING btree ("organization_id","email") WHERE accepted_at is null and revoked_at is null;--> statement-breakpoint
CREATE INDEX "team_invitations_org_idx" ON "team_invitations" USING btree ("organization_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Every organization's creator becomes its owner member (one organization per user until now).
INSERT INTO "organization_members" ("user_id", "organization_id", "role", "joined_at")
  SELECT DISTINCT ON ("created_by") "created_by", "id", 'owner', "created_at" FROM "organizations"
  ORDER BY "created_by", "created_at" DESC
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A team owner's profile is the team's wallet: a change to it is a change to every member's live
-- profile (credits, tier), on whichever node their stream is open.
CREATE OR REPLACE FUNCTION notify_profile_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('profile_changed', NEW.id);
  PERFORM pg_notify('profile_changed', m.user_id)
    FROM organizations o JOIN organization_members m ON m.organization_id = o.id
    WHERE o.created_by = NEW.id AND m.user_id <> NEW.id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Joining, leaving, removal and role changes reach the member's open tabs at once.
CREATE OR REPLACE FUNCTION notify_membership_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('profile_changed', OLD.user_id);
    RETURN OLD;
  END IF;
  PERFORM pg_notify('profile_changed', NEW.user_id);
  IF TG_OP = 'UPDATE' AND OLD.user_id <> NEW.user_id THEN
    PERFORM pg_notify('profile_changed', OLD.user_id);
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS organization_members_notify_change ON organization_members;
--> statement-breakpoint
CREATE TRIGGER organization_members_notify_change AFTER INSERT OR UPDATE OR DELETE ON organization_members
  FOR EACH ROW EXECUTE FUNCTION notify_membership_change();
