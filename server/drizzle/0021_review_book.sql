ALTER TABLE "reviews" ADD COLUMN "book_slug" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_book_slug_books_slug_fk" FOREIGN KEY ("book_slug") REFERENCES "public"."books"("slug") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
-- The seeded reviews of a shop started before this column: each names the book it reviews (db/seed-data/reviews.ts).
UPDATE "reviews" SET "book_slug" = "seeded"."slug"
FROM (VALUES
  ('Leyla M.', '2026-03-08', 'the-brave-little-explorer'),
  ('Emily R.', '2026-03-22', 'goodnight-little-star'),
  ('Elif Y.', '2026-04-05', 'the-dragon-who-was-afraid-of-the-dark'),
  ('Olga K.', '2026-04-19', 'the-little-astronaut'),
  ('Tural H.', '2026-05-03', 'a-day-with-the-dinosaurs'),
  ('Sarah T.', '2026-05-27', 'treasure-of-the-coral-island'),
  ('Burak D.', '2026-06-14', 'numbers-in-the-magic-garden'),
  ('Anna S.', '2026-07-02', 'the-unicorn-of-the-northern-lights'),
  ('Günel Ə.', '2026-07-18', 'the-lullaby-forest'),
  ('James O.', '2026-08-09', 'the-wizards-lost-wand'),
  ('Zeynep K.', '2026-08-30', 'the-kingdom-under-the-rainbow'),
  ('Dmitry V.', '2026-09-14', 'the-mountain-of-echoes'),
  ('Nigar Q.', '2026-10-01', 'the-secret-of-the-seasons'),
  ('Olivia P.', '2026-10-20', 'the-dream-train'),
  ('Ayşe Ç.', '2026-11-07', 'the-sleepy-moon-boat'),
  ('Kamran M.', '2026-11-21', 'the-great-balloon-journey')
) AS "seeded"("name", "date", "slug")
WHERE "reviews"."name" = "seeded"."name" AND "reviews"."date" = "seeded"."date"::date AND "reviews"."book_slug" IS NULL
  AND EXISTS (SELECT 1 FROM "books" WHERE "books"."slug" = "seeded"."slug");
