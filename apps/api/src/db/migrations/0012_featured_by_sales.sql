DROP INDEX "tours_featured";--> statement-breakpoint
CREATE INDEX "tours_featured" ON "tours" USING btree ("status","featured","sold" DESC NULLS LAST,"id");