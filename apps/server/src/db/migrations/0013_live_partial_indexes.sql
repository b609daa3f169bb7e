DROP INDEX "listings_brand_idx";--> statement-breakpoint
DROP INDEX "listings_live_created_idx";--> statement-breakpoint
DROP INDEX "listings_live_price_idx";--> statement-breakpoint
DROP INDEX "listings_live_price_high_idx";--> statement-breakpoint
DROP INDEX "listings_live_featured_idx";--> statement-breakpoint
CREATE INDEX "listings_live_brand_price_idx" ON "listings" USING btree ("brand","price","created_at" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "status" = 'approved' and "is_available" = true and "seller_suspended" = false;--> statement-breakpoint
CREATE INDEX "listings_live_search_idx" ON "listings" USING gin ("search_vector") WHERE "status" = 'approved' and "is_available" = true and "seller_suspended" = false;--> statement-breakpoint
CREATE INDEX "listings_live_created_idx" ON "listings" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "status" = 'approved' and "is_available" = true and "seller_suspended" = false;--> statement-breakpoint
CREATE INDEX "listings_live_price_idx" ON "listings" USING btree ("price","created_at" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "status" = 'approved' and "is_available" = true and "seller_suspended" = false;--> statement-breakpoint
CREATE INDEX "listings_live_price_high_idx" ON "listings" USING btree ("price" DESC NULLS FIRST,"created_at" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "status" = 'approved' and "is_available" = true and "seller_suspended" = false;--> statement-breakpoint
CREATE INDEX "listings_live_featured_idx" ON "listings" USING btree ("featured_at" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "status" = 'approved' and "is_available" = true and "seller_suspended" = false;