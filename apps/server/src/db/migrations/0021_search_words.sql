-- A listing's search words: a hyphen, slash, dot, at or colon now parts words, as it does in a search's words
-- ('iPhone-13' is 'iphone' and '13', no longer 'iphone' and '-13'). The column is computed again for every
-- listing, and its two GIN indexes, dropped with it, are built again (migrateDatabase then vacuums and
-- analyzes the table). Then each model key's brand and model
-- words, matched against a search's words to read how many live listings it finds at least
-- (docs/decisions/084-search-counts-from-model-counts.md).
ALTER TABLE "listings" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(
        coalesce("listings"."title", '') || ' ' || coalesce("listings"."brand", '') || ' ' ||
        coalesce("listings"."description", '') || ' ' ||
        coalesce("listings"."specs"->>'processor', '') || ' ' || coalesce("listings"."specs"->>'ram', '') || ' ' ||
        coalesce("listings"."specs"->>'storage', '') || ' ' || coalesce("listings"."specs"->>'camera', '') || ' ' ||
        coalesce("listings"."specs"->>'color', '') || ' ' || coalesce("listings"."specs"->>'os', ''),
        '[-/.@:]', ' ', 'g'))) STORED;--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "listings_live_search_idx" ON "listings" USING gin ("search_vector") WHERE "status" = 'approved' and "is_available" = true and "seller_suspended" = false;--> statement-breakpoint
ALTER TABLE "model_price_bands" ADD COLUMN "words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, split_part("model_price_bands"."model_key", '|', 1) || ' ' || split_part("model_price_bands"."model_key", '|', 2))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "model_price_bands_words_idx" ON "model_price_bands" USING gin ("words");