ALTER TABLE "orders" ADD COLUMN "character_features" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "character_features_source" text;