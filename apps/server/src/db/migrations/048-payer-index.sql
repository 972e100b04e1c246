-- Issue 22, one payer rule: payments and billing find a payer's students by
-- coalesce(parent_user_id, user_id) (modules/payments/payer.repository.ts); this index keeps that lookup
-- off a scan of every profile.
CREATE INDEX student_profiles_payer_idx ON student_profiles ((coalesce(parent_user_id, user_id)));
