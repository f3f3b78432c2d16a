-- Trigram matching backs the expert search indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
