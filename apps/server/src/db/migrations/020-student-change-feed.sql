-- Speed and scale (issue 14; decisions 021 and 031): a student's progress reads are kept in each
-- process's memory and dropped the moment that student's answers or progress change, whoever
-- changed them. The database announces it on the channel app_changes, as migration 012 does for
-- accounts: "<schema>.<table>:<student id>", one notification per student a statement touched
-- (PostgreSQL folds identical notifications of one transaction into one).
--
-- Statement-level triggers with transition tables: a bulk insert of many attempts (an import, the
-- scale check's million rows) costs one notification per student, not one trigger call per row.
-- A trigger with a transition table takes one event, hence three per table.
CREATE FUNCTION notify_student_rows_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  sid bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN
    FOR sid IN SELECT DISTINCT student_id FROM old_rows LOOP
      PERFORM pg_notify('app_changes', TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME || ':' || sid::text);
    END LOOP;
  ELSE
    FOR sid IN SELECT DISTINCT student_id FROM new_rows LOOP
      PERFORM pg_notify('app_changes', TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME || ':' || sid::text);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER question_attempts_inserted AFTER INSERT ON question_attempts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_student_rows_changed();
CREATE TRIGGER question_attempts_updated AFTER UPDATE ON question_attempts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_student_rows_changed();
CREATE TRIGGER question_attempts_deleted AFTER DELETE ON question_attempts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_student_rows_changed();

CREATE TRIGGER material_progress_inserted AFTER INSERT ON material_progress
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_student_rows_changed();
CREATE TRIGGER material_progress_updated AFTER UPDATE ON material_progress
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_student_rows_changed();
CREATE TRIGGER material_progress_deleted AFTER DELETE ON material_progress
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_student_rows_changed();

-- Student profiles change rarely (a profile edit, onboarding, consent): the cache of "the caller's
-- own profile" is dropped whole, as the catalogue's is.
CREATE TRIGGER student_profiles_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON student_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_app_change();

-- TRUNCATE has no transition table: everyone's copies go.
CREATE TRIGGER question_attempts_truncated AFTER TRUNCATE ON question_attempts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_app_change();
CREATE TRIGGER material_progress_truncated AFTER TRUNCATE ON material_progress
  FOR EACH STATEMENT EXECUTE FUNCTION notify_app_change();
