-- The keyword search's narrow copy of each tour (ADR 262): `schema.ts` says why. drizzle-kit wrote
-- the table and its indexes; the trigger that keeps the copy and the first copy are written here.
CREATE TABLE "tour_search" (
	"id" integer PRIMARY KEY NOT NULL,
	"sold" integer NOT NULL,
	"status" smallint NOT NULL,
	"tour_type" smallint NOT NULL,
	"featured" boolean NOT NULL,
	"duration_unit" smallint NOT NULL,
	"duration_value" integer NOT NULL,
	"selling_price_cents" integer NOT NULL,
	"lead_time_days" integer NOT NULL,
	"daily_capacity" integer NOT NULL,
	"search_document" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tour_search" ADD CONSTRAINT "tour_search_id_tours_id_fk" FOREIGN KEY ("id") REFERENCES "tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tour_search_document" ON "tour_search" USING gin ("search_document") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "tour_search_sold" ON "tour_search" USING btree ("status","sold" DESC NULLS LAST,"id");--> statement-breakpoint
-- The copy follows every write of a tour (ADR 262): AFTER the row is written, so the generated
-- `search_document` is already computed. An UPDATE that names none of these columns (a rating,
-- a cover image) leaves the copy alone.
CREATE FUNCTION tour_search_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tour_search AS s (id, sold, status, tour_type, featured, duration_unit,
    duration_value, selling_price_cents, lead_time_days, daily_capacity, search_document)
  VALUES (NEW.id, NEW.sold, NEW.status, NEW.tour_type, NEW.featured, NEW.duration_unit,
    NEW.duration_value, NEW.selling_price_cents, NEW.lead_time_days, NEW.daily_capacity,
    coalesce(NEW.search_document, ''::tsvector))
  ON CONFLICT (id) DO UPDATE SET sold = EXCLUDED.sold, status = EXCLUDED.status,
    tour_type = EXCLUDED.tour_type, featured = EXCLUDED.featured,
    duration_unit = EXCLUDED.duration_unit, duration_value = EXCLUDED.duration_value,
    selling_price_cents = EXCLUDED.selling_price_cents, lead_time_days = EXCLUDED.lead_time_days,
    daily_capacity = EXCLUDED.daily_capacity, search_document = EXCLUDED.search_document;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER tour_search_kept AFTER INSERT OR UPDATE OF sold, status, tour_type, featured,
  duration_unit, duration_value, selling_price_cents, lead_time_days, daily_capacity, title,
  keywords, overview ON tours FOR EACH ROW EXECUTE FUNCTION tour_search_keep();--> statement-breakpoint
INSERT INTO tour_search (id, sold, status, tour_type, featured, duration_unit, duration_value,
  selling_price_cents, lead_time_days, daily_capacity, search_document)
SELECT id, sold, status, tour_type, featured, duration_unit, duration_value, selling_price_cents,
  lead_time_days, daily_capacity, coalesce(search_document, ''::tsvector) FROM tours;
--> statement-breakpoint
-- PGlite has no autovacuum, and a database seeded before this migration is not seeded again:
-- without statistics the planner would take every word for a rare one.
ANALYZE tour_search;
