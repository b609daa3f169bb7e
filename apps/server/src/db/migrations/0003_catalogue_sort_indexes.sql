DROP INDEX "listings_live_created_idx";--> statement-breakpoint
DROP INDEX "listings_live_price_idx";--> statement-breakpoint
DROP INDEX "listings_live_featured_idx";--> statement-breakpoint
CREATE INDEX "listings_live_price_high_idx" ON "listings" USING btree ("status","is_available","price" DESC NULLS FIRST,"created_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_live_created_idx" ON "listings" USING btree ("status","is_available","created_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_live_price_idx" ON "listings" USING btree ("status","is_available","price","created_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_live_featured_idx" ON "listings" USING btree ("status","is_available","featured_at" DESC NULLS LAST,"id" DESC NULLS FIRST);