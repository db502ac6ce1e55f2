ALTER TABLE "orders" ALTER COLUMN "order_number" DROP DEFAULT;--> statement-breakpoint
DROP SEQUENCE "public"."order_number_seq";