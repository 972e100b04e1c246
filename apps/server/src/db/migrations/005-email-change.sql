-- A new e-mail address waits here until its confirmation link is opened; until then sign-in and
-- password resets keep using the verified address in users.email (issue 7.1).
ALTER TABLE users ADD COLUMN pending_email text;

-- The address a verification link was sent to: a link verifies that address and no other. Links
-- sent before this column existed carry NULL and verify the account's current address.
ALTER TABLE auth_tokens ADD COLUMN email text;
