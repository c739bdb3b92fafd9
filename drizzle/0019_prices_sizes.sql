CREATE TABLE "size_guide_rows" (
	"style" text NOT NULL,
	"size" text NOT NULL,
	"chest_mm" integer NOT NULL,
	"length_mm" integer NOT NULL,
	"shoulder_mm" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "size_guide_rows_pk" PRIMARY KEY("style","size"),
	CONSTRAINT "size_guide_rows_style_valid" CHECK ("size_guide_rows"."style" in ('regular', 'oversized', 'hoodie', 'sponsered')),
	CONSTRAINT "size_guide_rows_size_valid" CHECK ("size_guide_rows"."size" in ('XS', 'S', 'M', 'L', 'XL', '2XL')),
	CONSTRAINT "size_guide_rows_measures_valid" CHECK ("size_guide_rows"."chest_mm" between 100 and 2000 and "size_guide_rows"."length_mm" between 100 and 2000 and "size_guide_rows"."shoulder_mm" between 100 and 2000)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "compare_at_paise" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_compare_at_valid" CHECK ("products"."compare_at_paise" is null or "products"."compare_at_paise" > "products"."price_paise");--> statement-breakpoint
-- The size guide every style starts with (docs/product.md#size-guide): the demo size charts'
-- inches in millimetres; club tees (sponsered) start with the regular fit's. The admin edits them.
INSERT INTO "size_guide_rows" ("style", "size", "chest_mm", "length_mm", "shoulder_mm") VALUES
  ('regular', 'XS', 914, 660, 406),
  ('regular', 'S', 965, 686, 419),
  ('regular', 'M', 1016, 711, 432),
  ('regular', 'L', 1067, 737, 457),
  ('regular', 'XL', 1118, 762, 483),
  ('regular', '2XL', 1168, 787, 508),
  ('oversized', 'XS', 1067, 686, 508),
  ('oversized', 'S', 1118, 711, 533),
  ('oversized', 'M', 1168, 737, 559),
  ('oversized', 'L', 1219, 762, 584),
  ('oversized', 'XL', 1270, 787, 610),
  ('oversized', '2XL', 1321, 813, 635),
  ('hoodie', 'XS', 965, 648, 419),
  ('hoodie', 'S', 1016, 673, 444),
  ('hoodie', 'M', 1067, 698, 470),
  ('hoodie', 'L', 1118, 724, 495),
  ('hoodie', 'XL', 1168, 749, 521),
  ('hoodie', '2XL', 1219, 775, 546),
  ('sponsered', 'XS', 914, 660, 406),
  ('sponsered', 'S', 965, 686, 419),
  ('sponsered', 'M', 1016, 711, 432),
  ('sponsered', 'L', 1067, 737, 457),
  ('sponsered', 'XL', 1118, 762, 483),
  ('sponsered', '2XL', 1168, 787, 508)
ON CONFLICT DO NOTHING;
