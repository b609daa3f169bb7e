-- Live counts by district too ('district:<district>'), kept by the same statement triggers as 'all' and
-- 'brand:<brand>', so a district's or a province's page reads its total instead of counting its phones up to the
-- cap (docs/decisions/091-district-counts.md). A listing without a district counts in no district.
CREATE OR REPLACE FUNCTION "listings_keep_counts_and_bands"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text;
  filters text[];
  deltas int[];
  keys text[];
BEGIN
  source := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
    ELSE 'SELECT -1 AS sign, * FROM old_rows UNION ALL SELECT 1 AS sign, * FROM new_rows'
  END;
  EXECUTE format($q$
    SELECT array_agg(f ORDER BY f), array_agg(d ORDER BY f)
    FROM (SELECT v.f, sum(c.sign)::int AS d
          FROM (%s) c CROSS JOIN LATERAL (VALUES ('all'), ('brand:' || c.brand), ('district:' || c.district)) v(f)
          WHERE c.status = 'approved' AND c.is_available AND NOT c.seller_suspended AND v.f IS NOT NULL
          GROUP BY v.f HAVING sum(c.sign) <> 0) x$q$, source)
    INTO filters, deltas;
  EXECUTE format($q$
    SELECT array_agg(DISTINCT model_key ORDER BY model_key)
    FROM (SELECT c.model_key FROM (%s) c
          WHERE c.status = 'approved' AND c.is_available AND NOT c.seller_suspended
          GROUP BY c.model_key, c.price HAVING sum(c.sign) <> 0) x$q$, source)
    INTO keys;
  IF filters IS NULL AND keys IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(7301455079);
  IF filters IS NOT NULL THEN
    INSERT INTO "catalogue_counts" ("filter", "live")
    SELECT f, d FROM unnest(filters, deltas) AS u(f, d)
    ON CONFLICT ("filter") DO UPDATE SET "live" = "catalogue_counts"."live" + excluded."live";
  END IF;
  PERFORM refresh_model_price_bands(keys);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Every count again from the listings: the listings already there, and a bulk load that set the triggers aside.
CREATE FUNCTION "recount_catalogue_counts"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "catalogue_counts";
  INSERT INTO "catalogue_counts" ("filter", "live")
  SELECT v.f, count(*)::int
  FROM "listings" l CROSS JOIN LATERAL (VALUES ('all'), ('brand:' || l."brand"), ('district:' || l."district")) v(f)
  WHERE l."status" = 'approved' AND l."is_available" AND NOT l."seller_suspended" AND v.f IS NOT NULL
  GROUP BY v.f;
$$;--> statement-breakpoint
-- Counted while no writer can change a count (their triggers wait for this lock).
SELECT pg_advisory_xact_lock(7301455079);--> statement-breakpoint
SELECT recount_catalogue_counts();
