-- The Japan-time day starts by the server clock (lib/clock.ts), not PostgreSQL's, when the
-- statement says what "now" is: with a CLOCK_OFFSET (demos, tests) a lot inserted for the
-- server's today must not be taken for a past one. Statements that insert lots set
-- jauc.clock_now for their transaction (seed/lots-insert.ts); without it, now().
CREATE OR REPLACE FUNCTION tokyo_today_start() RETURNS timestamptz
  LANGUAGE sql STABLE
  AS $$ SELECT (lot_tokyo_day(coalesce(nullif(current_setting('jauc.clock_now', true), '')::timestamptz, now()))::timestamp
        - interval '9 hours') AT TIME ZONE 'UTC' $$;
