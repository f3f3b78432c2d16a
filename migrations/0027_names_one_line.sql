-- Names are one line (docs/decisions/073-*): in each column of a person's or a company's name, every
-- run of line breaks and other control characters (shared/one-line.ts: Unicode Cc, the line and
-- paragraph separators, the bidirectional controls), with the spaces about it, becomes one space, and
-- the ends are trimmed. A company name left blank becomes null, as the form saves it; an expert's
-- search text, made from the name, is cleaned with it.
UPDATE "users" SET "first_name" = btrim(regexp_replace("first_name", '\s*[\u0001-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069][\s\u0001-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]*', ' ', 'g')) WHERE "first_name" ~ '[\u0001-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]';
--> statement-breakpoint
UPDATE "users" SET "last_name" = btrim(regexp_replace("last_name", '\s*[\u0001-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069][\s\u0001-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]*', ' ', 'g')) WHERE "last_name" ~ '[\u0001-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]';
--> statement-breakpoint
UPDATE "client_profiles" SET "company_name" = nullif(btrim(regexp_replace("company_name", '\s*[\u0001-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069][\s\u0001-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]*', ' ', 'g')), '') WHERE "company_name" ~ '[\u0001-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]';
--> statement-breakpoint
UPDATE "experts" SET "name" = btrim(regexp_replace("name", '\s*[\u0001-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069][\s\u0001-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]*', ' ', 'g')), "search_text" = btrim(regexp_replace("search_text", '\s*[\u0001-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069][\s\u0001-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]*', ' ', 'g')) WHERE "name" ~ '[\u0001-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]';
--> statement-breakpoint
UPDATE "candidate_profiles" SET "name" = btrim(regexp_replace("name", '\s*[\u0001-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069][\s\u0001-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]*', ' ', 'g')) WHERE "name" ~ '[\u0001-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]';
--> statement-breakpoint
UPDATE "discovery_calls" SET "name" = btrim(regexp_replace("name", '\s*[\u0001-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069][\s\u0001-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]*', ' ', 'g')) WHERE "name" ~ '[\u0001-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]';
--> statement-breakpoint
UPDATE "discovery_calls" SET "company" = btrim(regexp_replace("company", '\s*[\u0001-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069][\s\u0001-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]*', ' ', 'g')) WHERE "company" ~ '[\u0001-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]';
