CREATE TABLE "categories" (
	"slug" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currency_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"rate" numeric(18, 6) NOT NULL,
	"nominal" integer DEFAULT 1 NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "price_configs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_configs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"currency" text NOT NULL,
	"base_price" integer NOT NULL,
	"pdf_price" integer NOT NULL,
	"softcover_price" integer NOT NULL,
	"hardcover_price" integer NOT NULL,
	"shipping" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_configs_currency_unique" UNIQUE("currency")
);
