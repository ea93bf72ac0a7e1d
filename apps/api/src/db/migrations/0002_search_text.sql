DROP INDEX "tours_title_trgm";--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(title, '') || ' ' || coalesce(keywords, ''))) STORED;--> statement-breakpoint
CREATE INDEX "tours_search_text_trgm" ON "tours" USING gin ("search_text" gin_trgm_ops);