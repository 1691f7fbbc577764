-- public.my_status_history() plans its join without nested loops. Without table statistics (PGlite runs
-- no autovacuum, so its tables are never analysed; a hosted project's are not either, just after a large
-- import), PostgreSQL expected a dozen applications and chose a nested loop over them that, for each of a
-- 5,000-application search's applications, intersected two bitmap index scans, one of them over the
-- user's whole history: 5,000 scans of 16,663 entries, 1.7-2.1 s in PGlite, while the Insights view waited
-- for it to draw anything. With nested loops off it hashes the user's applications and their history once
-- each: 0.15 s for the same answer (EXPLAIN ANALYZE, same data). The function's text and answer are as
-- they were.
alter function public.my_status_history() set enable_nestloop = off;
