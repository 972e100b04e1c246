-- Speed and scale (issue 14; the decision record "Caches kept coherent by the database").
--
-- Every process keeps read-mostly rows in memory (the user behind a token, the catalogue, the
-- learning paths) and must drop them the moment they change, whoever changed them: this process,
-- another process on the same PostgreSQL, the CLI, or someone in psql. The database tells every
-- listener itself: a trigger sends a notification on the channel app_changes when the transaction
-- commits, "<schema>.<table>" for a table, "<schema>.users:<id>" for one account. PostgreSQL
-- delivers it to every connection that listens, in commit order; PGlite to its own listeners.
CREATE FUNCTION notify_app_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    PERFORM pg_notify('app_changes', TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME || ':' || OLD.id::text);
  ELSE
    PERFORM pg_notify('app_changes', TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END
$$;

-- One notification per changed or deleted account (a new account is in no cache yet).
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_app_change();

-- One per statement on the content tables: their caches are dropped whole.
CREATE TRIGGER courses_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION notify_app_change();
CREATE TRIGGER modules_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON modules
  FOR EACH STATEMENT EXECUTE FUNCTION notify_app_change();
CREATE TRIGGER material_templates_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON material_templates
  FOR EACH STATEMENT EXECUTE FUNCTION notify_app_change();
CREATE TRIGGER learning_paths_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON learning_paths
  FOR EACH STATEMENT EXECUTE FUNCTION notify_app_change();
CREATE TRIGGER learning_path_steps_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON learning_path_steps
  FOR EACH STATEMENT EXECUTE FUNCTION notify_app_change();

-- The sign-in throttle's failure counters (modules/auth/login-throttle.ts) when several processes
-- share one PostgreSQL: one row per key (an account, an address, an address-account pair).
CREATE TABLE login_failures (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  last_failure_at timestamptz NOT NULL,
  blocked_until timestamptz NOT NULL
);
CREATE INDEX login_failures_last_idx ON login_failures (last_failure_at);

-- Fixed-window counters of the account limits (resets, verification e-mails, registration
-- conflicts), shared the same way.
CREATE TABLE rate_limit_windows (
  key text PRIMARY KEY,
  count integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_windows_reset_idx ON rate_limit_windows (reset_at);

-- A student's newest XP gains (the dashboard's "recent gains", ORDER BY id DESC LIMIT 10): without
-- it the planner walks the primary key backwards past every other student's newer rows (the scale
-- check of docs/performance.md: 580 ms at a million rows instead of 3 ms).
CREATE INDEX xp_ledger_student_newest_idx ON xp_ledger (student_id, id DESC);
