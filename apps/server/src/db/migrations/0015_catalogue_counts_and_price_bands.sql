CREATE TABLE "catalogue_counts" (
	"filter" text PRIMARY KEY NOT NULL,
	"live" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_price_bands" (
	"model_key" text PRIMARY KEY NOT NULL,
	"low" double precision NOT NULL,
	"median" double precision NOT NULL,
	"high" double precision NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "listings_live_model_price_idx" ON "listings" USING btree ("model_key","price") WHERE "status" = 'approved' and "is_available" = true and "seller_suspended" = false;--> statement-breakpoint
-- The live counts and the fair price bands are kept by the writes, in their own transaction
-- (docs/decisions/079-live-counts-and-stored-price-bands.md). Live is the catalogue's condition
-- (modules/phones/listing-visibility.ts); the percentiles are FAIR_PRICE_LOW_PERCENTILE, the median and
-- FAIR_PRICE_HIGH_PERCENTILE of packages/shared/src/phones/fair-price.ts.
CREATE FUNCTION "refresh_model_price_bands"(keys text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF keys IS NULL OR cardinality(keys) = 0 THEN
    RETURN;
  END IF;
  DELETE FROM "model_price_bands" WHERE "model_key" = ANY (keys);
  INSERT INTO "model_price_bands" ("model_key", "low", "median", "high", "count")
  SELECT "model_key",
         percentile_cont(0.25) WITHIN GROUP (ORDER BY "price"),
         percentile_cont(0.5) WITHIN GROUP (ORDER BY "price"),
         percentile_cont(0.75) WITHIN GROUP (ORDER BY "price"),
         count(*)::int
  FROM "listings"
  WHERE "model_key" = ANY (keys) AND "status" = 'approved' AND "is_available" = true AND "seller_suspended" = false
  GROUP BY "model_key";
END;
$$;--> statement-breakpoint
-- Once per statement, from the rows it changed: +1 for each new live row, -1 for each old one, by filter
-- ('all', 'brand:<brand>'); a model key's band is computed again when its live prices changed. One
-- writer at a time holds the lock to its commit, so the next one computes a band with every committed row.
CREATE FUNCTION "listings_keep_counts_and_bands"() RETURNS trigger LANGUAGE plpgsql AS $$
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
          FROM (%s) c CROSS JOIN LATERAL (VALUES ('all'), ('brand:' || c.brand)) v(f)
          WHERE c.status = 'approved' AND c.is_available AND NOT c.seller_suspended
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
CREATE TRIGGER "listings_counts_and_bands_insert" AFTER INSERT ON "listings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "listings_keep_counts_and_bands"();--> statement-breakpoint
CREATE TRIGGER "listings_counts_and_bands_update" AFTER UPDATE ON "listings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "listings_keep_counts_and_bands"();--> statement-breakpoint
CREATE TRIGGER "listings_counts_and_bands_delete" AFTER DELETE ON "listings"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "listings_keep_counts_and_bands"();--> statement-breakpoint
-- Emptying listings empties both (tests, a reset by hand).
CREATE FUNCTION "listings_truncate_counts_and_bands"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "catalogue_counts";
  DELETE FROM "model_price_bands";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "listings_truncate_counts_and_bands" AFTER TRUNCATE ON "listings"
  FOR EACH STATEMENT EXECUTE FUNCTION "listings_truncate_counts_and_bands"();--> statement-breakpoint
-- The listings already there.
INSERT INTO "catalogue_counts" ("filter", "live")
SELECT v.f, count(*)::int
FROM "listings" l CROSS JOIN LATERAL (VALUES ('all'), ('brand:' || l."brand")) v(f)
WHERE l."status" = 'approved' AND l."is_available" = true AND l."seller_suspended" = false
GROUP BY v.f;--> statement-breakpoint
SELECT refresh_model_price_bands(array_agg(DISTINCT "model_key")) FROM "listings";
