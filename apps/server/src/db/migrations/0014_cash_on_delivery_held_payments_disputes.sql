CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution_note" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_orderId_unique" UNIQUE("order_id"),
	CONSTRAINT "disputes_reason_check" CHECK ("disputes"."reason" in ('not_as_described', 'not_received')),
	CONSTRAINT "disputes_status_check" CHECK ("disputes"."status" in ('open', 'refunded', 'released'))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "transaction_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "card_last4" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tracking_number" text;--> statement-breakpoint
-- An order's short number, 'PK-' then 4 and 2 characters from the alphabet a person cannot misread
-- (SHORT_ORDER_ALPHABET in packages/shared/src/orders/order-number.ts). Uniqueness is the column's
-- constraint; the order flow draws again on a clash.
CREATE FUNCTION short_order_number() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT 'PK-' || string_agg(substr(a, 1 + floor(random() * length(a))::int, 1), '' ORDER BY n) FILTER (WHERE n <= 4)
    || '-' || string_agg(substr(a, 1 + floor(random() * length(a))::int, 1), '' ORDER BY n) FILTER (WHERE n > 4)
  FROM generate_series(1, 6) AS n, (SELECT '34679ACDEFGHJKMNPQRTUVWXY'::text AS a) AS alphabet
$$;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "short_number" text;--> statement-breakpoint
-- Older orders get theirs here, each drawn again until unique.
DO $$
DECLARE
  pick text;
  row_id uuid;
BEGIN
  FOR row_id IN SELECT "id" FROM "orders" ORDER BY "created_at" LOOP
    LOOP
      pick := short_order_number();
      EXIT WHEN NOT EXISTS (SELECT 1 FROM "orders" WHERE "short_number" = pick);
    END LOOP;
    UPDATE "orders" SET "short_number" = pick WHERE "id" = row_id;
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "short_number" SET DEFAULT short_order_number();--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "short_number" SET NOT NULL;--> statement-breakpoint
-- Orders placed before cash on delivery were all paid by card and captured at checkout.
UPDATE "orders" SET "payment_method" = 'card' WHERE "payment_method" <> 'card';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" text DEFAULT 'captured' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "capture_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_authorizations" ADD COLUMN "captured_amount" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "accepts_cash_on_delivery" boolean;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disputes_open_idx" ON "disputes" USING btree ("created_at") WHERE "disputes"."status" = 'open';--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_capture_due_idx" ON "orders" USING btree ("capture_due_at") WHERE "orders"."payment_status" = 'held';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shortNumber_unique" UNIQUE("short_number");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" in ('held', 'captured', 'voided', 'cod_due', 'cod_collected', 'cod_cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK (("orders"."payment_method" = 'card' and "orders"."transaction_id" is not null and "orders"."card_last4" is not null) or ("orders"."payment_method" = 'cod' and "orders"."transaction_id" is null));