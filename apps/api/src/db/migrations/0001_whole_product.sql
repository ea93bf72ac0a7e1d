CREATE TABLE "access_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_amendments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"location_id" integer,
	"adults" smallint NOT NULL,
	"children" smallint DEFAULT 0 NOT NULL,
	"infants" smallint DEFAULT 0 NOT NULL,
	"amount_cents" integer NOT NULL,
	"balance_cents" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"pay_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"author_user_id" integer,
	"message" text NOT NULL,
	"visible" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_travellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"lead_traveller" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"order_id" integer,
	"user_id" integer,
	"tour_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"location_id" integer,
	"pickup_type" text DEFAULT 'hotel' NOT NULL,
	"hotel_name" text,
	"hotel_address" text,
	"flight_number" text,
	"flight_time" text,
	"pickup_other" text,
	"remarks" text,
	"adults" smallint NOT NULL,
	"children" smallint DEFAULT 0 NOT NULL,
	"infants" smallint DEFAULT 0 NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"payment_reference" text,
	"contact_first_name" text NOT NULL,
	"contact_last_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"alert_client" boolean DEFAULT false NOT NULL,
	"contactable" boolean DEFAULT true NOT NULL,
	"review_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "captcha_replays" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_tours" (
	"deal_id" integer NOT NULL,
	"tour_id" integer NOT NULL,
	CONSTRAINT "deal_tours_deal_id_tour_id_pk" PRIMARY KEY("deal_id","tour_id")
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image_name" text,
	"discount_percent" smallint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"tour_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "featured_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"image_name" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category_ids" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instagram_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"image_name" text NOT NULL,
	"caption" text NOT NULL,
	"link" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"seo_title" text NOT NULL,
	"seo_description" text NOT NULL,
	"seo_url" text NOT NULL,
	"image_name" text,
	"image_alt" text DEFAULT '' NOT NULL,
	"is_tag" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"district" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"transport" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "media" (
	"name" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"recipe" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"user_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"total_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"booking_id" integer,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"capture_before" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer,
	"booking_id" integer,
	"media_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"booking_id" integer,
	"user_id" integer NOT NULL,
	"supplier_user_id" integer,
	"rating" smallint NOT NULL,
	"feedback" text NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_content" (
	"key" text PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"meta_title" text NOT NULL,
	"meta_description" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sliders" (
	"id" serial PRIMARY KEY NOT NULL,
	"image_name" text NOT NULL,
	"title" text NOT NULL,
	"sub_text" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_identities" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_identities_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
CREATE TABLE "subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_categories" (
	"supplier_user_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "supplier_categories_supplier_user_id_category_id_pk" PRIMARY KEY("supplier_user_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "supplier_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"work_name" text NOT NULL,
	"work_address" text,
	"work_reg_number" text,
	"work_fix_phone" text,
	"work_mobile" text,
	"work_avatar" text,
	"contact_name" text,
	"contact_nic" text,
	"contact_home_phone" text,
	"contact_mobile_phone" text,
	"contact_address" text,
	"contact_avatar" text
);
--> statement-breakpoint
CREATE TABLE "tour_categories" (
	"tour_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "tour_categories_tour_id_category_id_pk" PRIMARY KEY("tour_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "tour_departures" (
	"tour_id" integer NOT NULL,
	"departure_date" date NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tour_departures_tour_id_departure_date_pk" PRIMARY KEY("tour_id","departure_date")
);
--> statement-breakpoint
CREATE TABLE "tour_group_prices" (
	"tour_id" integer NOT NULL,
	"max_travellers" smallint NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "tour_group_prices_tour_id_max_travellers_pk" PRIMARY KEY("tour_id","max_travellers")
);
--> statement-breakpoint
CREATE TABLE "tour_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"media_name" text NOT NULL,
	"alt_text" text DEFAULT '' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_itinerary" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"label" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_pickup_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"pickup_time" time NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_code" text NOT NULL,
	"supplier_user_id" integer NOT NULL,
	"title" text NOT NULL,
	"seo_url" text NOT NULL,
	"seo_title" text NOT NULL,
	"seo_description" text NOT NULL,
	"tour_type" smallint NOT NULL,
	"duration_value" integer NOT NULL,
	"duration_unit" smallint NOT NULL,
	"overview" text NOT NULL,
	"inclusion" text DEFAULT '' NOT NULL,
	"exclusion" text DEFAULT '' NOT NULL,
	"know_before_you_go" text DEFAULT '' NOT NULL,
	"conditions" text DEFAULT '' NOT NULL,
	"know_policy" text DEFAULT '' NOT NULL,
	"cancel_policy" text DEFAULT '' NOT NULL,
	"contact_number" text,
	"adults_age_from" smallint DEFAULT 12 NOT NULL,
	"adults_age_to" smallint DEFAULT 75 NOT NULL,
	"children_age_from" smallint DEFAULT 4 NOT NULL,
	"children_age_to" smallint DEFAULT 11 NOT NULL,
	"infant_age_from" smallint DEFAULT 0 NOT NULL,
	"infant_age_to" smallint DEFAULT 3 NOT NULL,
	"include_adults" boolean DEFAULT true NOT NULL,
	"include_children" boolean DEFAULT true NOT NULL,
	"include_infants" boolean DEFAULT true NOT NULL,
	"max_adults" smallint DEFAULT 4 NOT NULL,
	"max_children" smallint DEFAULT 4 NOT NULL,
	"max_infants" smallint DEFAULT 4 NOT NULL,
	"pricing_basis" smallint NOT NULL,
	"adult_price_cents" integer,
	"child_price_cents" integer,
	"infant_price_cents" integer,
	"selling_price_cents" integer NOT NULL,
	"sale_type" smallint DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"lead_time_days" integer DEFAULT 1 NOT NULL,
	"daily_capacity" integer DEFAULT 12 NOT NULL,
	"cover_image" text,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating_total" integer DEFAULT 0 NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(keywords, '')), 'B') || setweight(to_tsvector('english', coalesce(overview, '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_inspirations" (
	"id" serial PRIMARY KEY NOT NULL,
	"image_name" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"avatar" text,
	"user_type" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"email_verified_at" timestamp with time zone,
	"offers_opt_in" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_amendments" ADD CONSTRAINT "booking_amendments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_amendments" ADD CONSTRAINT "booking_amendments_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_messages" ADD CONSTRAINT "booking_messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_messages" ADD CONSTRAINT "booking_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_travellers" ADD CONSTRAINT "booking_travellers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "tours"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_tours" ADD CONSTRAINT "deal_tours_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_tours" ADD CONSTRAINT "deal_tours_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_image_name_media_name_fk" FOREIGN KEY ("image_name") REFERENCES "media"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_categories" ADD CONSTRAINT "featured_categories_image_name_media_name_fk" FOREIGN KEY ("image_name") REFERENCES "media"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_posts" ADD CONSTRAINT "instagram_posts_image_name_media_name_fk" FOREIGN KEY ("image_name") REFERENCES "media"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_pages" ADD CONSTRAINT "location_pages_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_pages" ADD CONSTRAINT "location_pages_image_name_media_name_fk" FOREIGN KEY ("image_name") REFERENCES "media"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_images" ADD CONSTRAINT "review_images_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_images" ADD CONSTRAINT "review_images_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_images" ADD CONSTRAINT "review_images_media_name_media_name_fk" FOREIGN KEY ("media_name") REFERENCES "media"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_supplier_user_id_users_id_fk" FOREIGN KEY ("supplier_user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sliders" ADD CONSTRAINT "sliders_image_name_media_name_fk" FOREIGN KEY ("image_name") REFERENCES "media"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_identities" ADD CONSTRAINT "social_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_categories" ADD CONSTRAINT "supplier_categories_supplier_user_id_users_id_fk" FOREIGN KEY ("supplier_user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_categories" ADD CONSTRAINT "supplier_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_profiles" ADD CONSTRAINT "supplier_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_categories" ADD CONSTRAINT "tour_categories_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_categories" ADD CONSTRAINT "tour_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_departures" ADD CONSTRAINT "tour_departures_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_group_prices" ADD CONSTRAINT "tour_group_prices_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_images" ADD CONSTRAINT "tour_images_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_images" ADD CONSTRAINT "tour_images_media_name_media_name_fk" FOREIGN KEY ("media_name") REFERENCES "media"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_itinerary" ADD CONSTRAINT "tour_itinerary_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_pickup_locations" ADD CONSTRAINT "tour_pickup_locations_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_pickup_locations" ADD CONSTRAINT "tour_pickup_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_supplier_user_id_users_id_fk" FOREIGN KEY ("supplier_user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_cover_image_media_name_fk" FOREIGN KEY ("cover_image") REFERENCES "media"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_inspirations" ADD CONSTRAINT "travel_inspirations_image_name_media_name_fk" FOREIGN KEY ("image_name") REFERENCES "media"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_tokens_hash_key" ON "access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "booking_messages_booking" ON "booking_messages" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reference_key" ON "bookings" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "bookings_user" ON "bookings" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE INDEX "bookings_tour_date" ON "bookings" USING btree ("tour_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_key" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "deal_tours_tour" ON "deal_tours" USING btree ("tour_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_tour_key" ON "favourites" USING btree ("user_id","tour_id");--> statement-breakpoint
CREATE UNIQUE INDEX "location_pages_seo_url_key" ON "location_pages" USING btree ("seo_url");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_slug_key" ON "locations" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "locations_name_trgm" ON "locations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_outbox_due" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_reference_key" ON "payments" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE INDEX "reviews_tour" ON "reviews" USING btree ("tour_id","reviewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_key" ON "reviews" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscribers_email_key" ON "subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "tour_categories_category" ON "tour_categories" USING btree ("category_id","tour_id");--> statement-breakpoint
CREATE INDEX "tour_images_tour" ON "tour_images" USING btree ("tour_id","position");--> statement-breakpoint
CREATE INDEX "tour_itinerary_tour" ON "tour_itinerary" USING btree ("tour_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_pickup_locations_key" ON "tour_pickup_locations" USING btree ("tour_id","location_id");--> statement-breakpoint
CREATE INDEX "tour_pickup_locations_location" ON "tour_pickup_locations" USING btree ("location_id","tour_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tours_tour_code_key" ON "tours" USING btree ("tour_code");--> statement-breakpoint
CREATE INDEX "tours_search_document" ON "tours" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "tours_title_trgm" ON "tours" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tours_listing" ON "tours" USING btree ("status","tour_type","id");--> statement-breakpoint
CREATE INDEX "tours_sold" ON "tours" USING btree ("status","sold" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "tours_featured" ON "tours" USING btree ("status","featured","id");--> statement-breakpoint
CREATE INDEX "tours_supplier" ON "tours" USING btree ("supplier_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));