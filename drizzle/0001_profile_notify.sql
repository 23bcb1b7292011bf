-- Live profile updates: every change to a profile row notifies listeners (SSE streams on any app node).
CREATE OR REPLACE FUNCTION notify_profile_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('profile_changed', NEW.id);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS profiles_notify_change ON profiles;
--> statement-breakpoint
CREATE TRIGGER profiles_notify_change AFTER UPDATE ON profiles
  FOR EACH ROW EXECUTE FUNCTION notify_profile_change();
