ALTER TABLE "brand_ambassadors" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "brand_ambassadors" ADD COLUMN "coupon_code_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_discount_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_ambassadors_coupon_code_unique" ON "brand_ambassadors" USING btree (lower("coupon_code"));