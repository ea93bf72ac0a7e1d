-- The tour card of every listing (ActivityCard's columns), in the order of the ids given.
-- A PL/pgSQL function keeps the plan of its statement for the session: a keyword or filter page
-- is planned anew for its words on every request (ADR 218), and inline its cards' joins and
-- subqueries were most of that planning (ADR 243). Written once here, `cards.ts` reads it, naming
-- its columns. To change the card, a later migration drops and creates the function (PostgreSQL
-- cannot replace a function whose columns change), in one migration, with `cardColumnsOf`,
-- `CardRow` and `toCard` in `cards.ts`.
CREATE FUNCTION tour_cards(tour_ids integer[])
RETURNS TABLE (
  id integer,
  tour_code text,
  title text,
  overview text,
  tour_type smallint,
  duration_unit smallint,
  duration_value integer,
  cover_image text,
  media_width integer,
  media_height integer,
  media_alt text,
  rating_count integer,
  rating_total integer,
  sold integer,
  selling_price_cents integer,
  pricing_basis smallint,
  sale_type smallint,
  seo_url text,
  discount smallint,
  categories json
)
LANGUAGE plpgsql STABLE
-- It only reads: a listing statement that calls it may still be planned in parallel, as before.
PARALLEL SAFE
-- Without this the session plans the statement for every call: a plan for a known array (four
-- ids, say) is costed below the kept plan, which must guess the array's length, so the kept plan
-- is never chosen (measured on PGlite: 1.15 ms a call, 0.62 ms with it). The plan does not depend
-- on the ids: every card is read by the tour's key.
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT t.id, t.tour_code, t.title, t.overview, t.tour_type, t.duration_unit, t.duration_value,
    t.cover_image, m.width, m.height, m.alt_text,
    t.rating_count, t.rating_total, t.sold, t.selling_price_cents, t.pricing_basis, t.sale_type,
    t.seo_url,
    -- a deal counts while it runs: started and not yet ended
    (SELECT max(d.discount_percent) FROM deal_tours dt JOIN deals d ON d.id = dt.deal_id
      WHERE dt.tour_id = t.id AND d.starts_at <= now() AND d.ends_at > now()),
    (SELECT coalesce(json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY tc.position, c.id), '[]'::json)
      FROM tour_categories tc JOIN categories c ON c.id = tc.category_id WHERE tc.tour_id = t.id)
  FROM unnest(tour_ids) WITH ORDINALITY AS page(tour_id, place)
  JOIN tours t ON t.id = page.tour_id
  LEFT JOIN media m ON m.name = t.cover_image
  ORDER BY page.place;
END
$$;
