-- An index for "an application's latest history entry": `where application_id = $1 order by id desc limit
-- 1`, and its neighbours by id (the entry before one, any entry after one). The stage trigger asks it at
-- every move, to know whether the move takes back the one before it; the bulk move's Undo asks it for
-- every application it takes back.
--
-- The index on (application_id, changed_at, id) cannot give an application's entries in id order, so the
-- planner chose between sorting them and walking the primary key down from the newest entry of anyone,
-- and without table statistics (PGlite runs no autovacuum; a hosted project's are stale just after
-- a large import) it walked the primary key: for each of 5,000 applications moved at once, through the
-- entries of every application written since. Moving 5,000 applications just added through the API, in one
-- request, took 4.7-7.1 s on PGlite; with this index 1.0-1.6 s (the emulator on the 2-core test machine).
create index application_status_history_application_id_idx
  on public.application_status_history (application_id, id);
