-- Best Deal of one condition reads each model's first phones from the index alone: the condition, after the
-- id, orders nothing but can be filtered on there (docs/decisions/088-offset-paging-reach.md).
DROP INDEX "listings_live_model_price_idx";--> statement-breakpoint
CREATE INDEX "listings_live_model_price_idx" ON "listings" USING btree ("model_key","price","featured_at" DESC NULLS LAST,"id" DESC NULLS FIRST,"condition") WHERE "status" = 'approved' and "is_available" = true and "seller_suspended" = false;