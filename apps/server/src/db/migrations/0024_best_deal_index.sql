-- A model's live phones in price order, then in featured order, read from the index alone: the band's
-- percentiles, as before, and Best Deal's first phones of each model (docs/decisions/087-every-sort-from-an-index.md).
DROP INDEX "listings_live_model_price_idx";--> statement-breakpoint
CREATE INDEX "listings_live_model_price_idx" ON "listings" USING btree ("model_key","price","featured_at" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "status" = 'approved' and "is_available" = true and "seller_suspended" = false;