-- The whole stage history of the signed-in user's applications in one answer, for the Insights view.
-- A select on application_status_history is cut at the API's row limit (1,000 rows on a hosted project),
-- and a search of 5,000 applications has three to four times as many stage changes. A function returning
-- one jsonb value is a single row, so the API's limit does not cut it.
--
-- Each entry is [application_id, status, changed_at], oldest first (the order they were recorded):
-- arrays, not objects, keep 15,000 entries small on the wire. Applications in the trash (deleted_at set,
-- waiting for Undo) are left out, as the board leaves them out. It runs as the caller (security invoker),
-- so row-level security still decides what it reads; the filter on auth.uid() lets it use the index.

create function public.my_status_history() returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(
    jsonb_agg(jsonb_build_array(h.application_id, h.status, h.changed_at) order by h.id),
    '[]'::jsonb
  )
  from public.application_status_history h
  join public.job_applications a on a.id = h.application_id and a.user_id = h.user_id
  where h.user_id = auth.uid() and a.deleted_at is null
$$;

comment on function public.my_status_history() is
  'The calling user''s stage history as [[application_id, status, changed_at], ...], oldest first.';

revoke all on function public.my_status_history() from public, anon;
grant execute on function public.my_status_history() to authenticated;
