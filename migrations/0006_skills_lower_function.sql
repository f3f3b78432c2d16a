-- The skills of an expert in lower case, for case-insensitive skill filters that an expression
-- index can serve (lower() on each element; the array keeps its order). IMMUTABLE is true of it:
-- it reads nothing but its argument. Not inlined (it has a FROM), so the planner matches the
-- index expression lower_skills(skills) as written.
CREATE OR REPLACE FUNCTION lower_skills(skills text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(lower(s) ORDER BY n), '{}'::text[]) FROM unnest(skills) WITH ORDINALITY AS u(s, n) $$;
