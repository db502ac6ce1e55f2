CREATE TABLE "seeded_content" (
	"kind" text NOT NULL,
	"seed_key" text NOT NULL,
	"row_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seeded_content_kind_seed_key_pk" PRIMARY KEY("kind","seed_key")
);
