-- pg_trgm gives the trigram operators and indexes used for typo-tolerant search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
