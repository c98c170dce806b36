-- Custom SQL migration file, put your code below! --
-- custom: live admin streams end as soon as their session or the admin role is gone. Every path that ends a session (sign-out, revocation, role removal, a factor change, expiry pruning, and any added later) deletes its row, so a trigger announces it on every instance's LISTEN channel, delivered on commit.
CREATE FUNCTION "eb_notify_session_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('eb_sessions_ended', 's:' || OLD.token_hash);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_ended_notify" AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "eb_notify_session_ended"();
--> statement-breakpoint
CREATE FUNCTION "eb_notify_admin_role_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('eb_sessions_ended', 'u:' || OLD.user_id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "user_roles_admin_removed_notify" AFTER DELETE OR UPDATE ON "user_roles" FOR EACH ROW WHEN (OLD.role = 'admin') EXECUTE FUNCTION "eb_notify_admin_role_removed"();
