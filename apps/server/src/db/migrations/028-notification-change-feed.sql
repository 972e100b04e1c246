-- Issue 21: unread counts are live outside the inbox (decision 042). A person's bell changes when a
-- notification reaches them or they read one: "<schema>.notification_recipients:<user id>" on the
-- change feed's channel, on commit, once per person a statement touched (an announcement to
-- everyone costs one notification per recipient, folded per transaction by PostgreSQL). Each
-- process tells the streams open on it (GET /api/messages/stream), which refresh the bell.
CREATE FUNCTION notify_bell_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  uid uuid;
BEGIN
  FOR uid IN SELECT DISTINCT user_id FROM changed_rows LOOP
    PERFORM pg_notify('app_changes', TG_TABLE_SCHEMA || '.notification_recipients:' || uid::text);
  END LOOP;
  RETURN NULL;
END
$$;

CREATE TRIGGER notification_recipients_inserted AFTER INSERT ON notification_recipients
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_bell_changed();
CREATE TRIGGER notification_recipients_updated AFTER UPDATE ON notification_recipients
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_bell_changed();
