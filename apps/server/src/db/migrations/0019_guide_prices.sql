CREATE TABLE "model_guide_prices" (
	"model" text NOT NULL,
	"price" integer NOT NULL,
	"listings" integer NOT NULL,
	"words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "model_guide_prices"."model")) STORED NOT NULL,
	CONSTRAINT "model_guide_prices_model_price_pk" PRIMARY KEY("model","price")
);
--> statement-breakpoint
CREATE INDEX "model_guide_prices_words_idx" ON "model_guide_prices" USING gin ("words");--> statement-breakpoint
-- The model a listing counts under: its model key's brand and model words, without the storage
-- (db/model-key.ts), e.g. 'apple iphone 13'.
CREATE FUNCTION "guide_model"(model_key text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT btrim(split_part(model_key, '|', 1) || ' ' || split_part(model_key, '|', 2))
$$;--> statement-breakpoint
-- Once per statement, from the rows it changed: +1 for each new approved row, -1 for each old one, by model
-- and price; a price no listing asks any more is removed. Under the catalogue writers' lock
-- (listings_keep_counts_and_bands), so two writers never wait on each other's rows in turn.
CREATE FUNCTION "listings_keep_guide_prices"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text;
  models text[];
  prices int[];
  deltas int[];
BEGIN
  source := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, model_key, price, status FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, model_key, price, status FROM old_rows'
    ELSE 'SELECT -1 AS sign, model_key, price, status FROM old_rows UNION ALL SELECT 1 AS sign, model_key, price, status FROM new_rows'
  END;
  EXECUTE format($q$
    SELECT array_agg(m ORDER BY m, p), array_agg(p ORDER BY m, p), array_agg(d ORDER BY m, p)
    FROM (SELECT guide_model(c.model_key) AS m, c.price AS p, sum(c.sign)::int AS d
          FROM (%s) c
          WHERE c.status = 'approved'
          GROUP BY 1, 2 HAVING sum(c.sign) <> 0) x$q$, source)
    INTO models, prices, deltas;
  IF models IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(7301455079);
  INSERT INTO "model_guide_prices" ("model", "price", "listings")
  SELECT m, p, d FROM unnest(models, prices, deltas) AS u(m, p, d)
  ON CONFLICT ("model", "price") DO UPDATE SET "listings" = "model_guide_prices"."listings" + excluded."listings";
  DELETE FROM "model_guide_prices" g
  USING unnest(models, prices) AS u(m, p)
  WHERE g."model" = u.m AND g."price" = u.p AND g."listings" <= 0;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "listings_guide_prices_insert" AFTER INSERT ON "listings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "listings_keep_guide_prices"();--> statement-breakpoint
CREATE TRIGGER "listings_guide_prices_update" AFTER UPDATE ON "listings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "listings_keep_guide_prices"();--> statement-breakpoint
CREATE TRIGGER "listings_guide_prices_delete" AFTER DELETE ON "listings"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "listings_keep_guide_prices"();--> statement-breakpoint
CREATE FUNCTION "listings_truncate_guide_prices"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "model_guide_prices";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "listings_truncate_guide_prices" AFTER TRUNCATE ON "listings"
  FOR EACH STATEMENT EXECUTE FUNCTION "listings_truncate_guide_prices"();--> statement-breakpoint
-- The listings already there.
INSERT INTO "model_guide_prices" ("model", "price", "listings")
SELECT guide_model("model_key"), "price", count(*)::int
FROM "listings"
WHERE "status" = 'approved'
GROUP BY 1, 2;
