-- A deleted session (sign-out, revocation, password change, admin, expiry sweep) ends its live-updates
-- stream on whichever app node holds it.
CREATE OR REPLACE FUNCTION notify_session_ended() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('session_ended', OLD.id);
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS session_notify_ended ON session;
--> statement-breakpoint
CREATE TRIGGER session_notify_ended AFTER DELETE ON session
  FOR EACH ROW EXECUTE FUNCTION notify_session_ended();
