DROP INDEX "tours_search_document";--> statement-breakpoint
CREATE INDEX "tours_search_document" ON "tours" USING gin ("search_document") WITH (fastupdate=false);