-- Search ranks every match (issue 8). Both searched tables get a stored, weighted tsvector over
-- accent-folded text (title A; summary, subject, tags or topics B; body or description C) with a
-- GIN index: the index finds every full-text match and the ranking reads only their stored
-- vectors. A GiST trigram index on the folded title hands back the titles nearest a misspelt term
-- in order, so the fuzzy part is a LIMIT over an ordered index scan, not a similarity per row.

-- Folding lives in the database so the stored vectors and the trigram index agree with the query;
-- translate() is immutable, which a generated column and an index expression need. The server
-- folds the user's words the same way (lower case, accents dropped) before they reach the query.
CREATE FUNCTION search_fold(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN translate(
    lower(coalesce(input, '')),
    'àáâãäåāçćčèéêëēęìíîïīłñńòóôõöøōùúûüūýÿžźżśš',
    'aaaaaaaccceeeeeeiiiiilnnooooooouuuuuyyzzzss'
  );

-- The title's words between two marker lexemes, '^' first and '$' last, so a phrase query can ask
-- whether the title starts with the term or is exactly it while reading only the stored vector
-- (comparing folded title text on every matching row costs ten times more). A search word is
-- letters and digits only, so no user's term can ask for a marker.
CREATE FUNCTION search_title_vector(title text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN '''^'':1'::tsvector || to_tsvector('simple', search_fold(title)) || '''$'':1'::tsvector;

ALTER TABLE content_items DROP COLUMN search_vector;
ALTER TABLE content_items
  ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
    setweight(search_title_vector(title), 'A') ||
    setweight(to_tsvector('simple', search_fold(subject || ' ' || topics::text)), 'B') ||
    setweight(to_tsvector('simple', search_fold(description)), 'C')
  ) STORED;
CREATE INDEX content_items_search_idx ON content_items USING gin (search_vector);
DROP INDEX content_items_title_trgm_idx;
CREATE INDEX content_items_title_trgm_idx ON content_items USING gist (search_fold(title) public.gist_trgm_ops);

ALTER TABLE material_templates
  ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
    setweight(search_title_vector(title), 'A') ||
    setweight(to_tsvector('simple', search_fold(summary || ' ' || subject || ' ' || tags::text)), 'B') ||
    setweight(to_tsvector('simple', search_fold(body)), 'C')
  ) STORED;
CREATE INDEX material_templates_search_idx ON material_templates USING gin (search_vector);
CREATE INDEX material_templates_title_trgm_idx ON material_templates USING gist (search_fold(title) public.gist_trgm_ops);
