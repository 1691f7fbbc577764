-- The whole board in one answer: the signed-in user's stages in their order and every application on the
-- board (not those in the trash waiting for Undo), with only the columns a card, the search and the filters
-- read (the long texts stay for the detail dialog). A select on job_applications is cut at the API's row
-- limit (1,000 rows on a hosted project), so a board of 5,000 took six requests; a function returning one
-- jsonb value is a single row, which the limit does not cut.
--
-- {"stages": [{key, label, kind, hidden}, ...], "applications": [{id, company, ...}, ...]}: the stages by
-- position, the applications stage by stage in the column's order (order_key, then most recently moved,
-- then id, so every load and device sees the same order). It runs as the caller (security invoker), so
-- row-level security decides what it reads; the filters on auth.uid() let it use the indexes.
create function public.my_board() returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'stages', coalesce((
      select jsonb_agg(
        jsonb_build_object('key', s.key, 'label', s.label, 'kind', s.kind, 'hidden', s.hidden)
        order by s.position, s.key
      )
      from public.application_stages s
      where s.user_id = auth.uid()
    ), '[]'::jsonb),
    'applications', coalesce((
      select jsonb_agg(
        jsonb_build_object(
          'id', a.id, 'company', a.company, 'company_key', a.company_key, 'position', a.position,
          'source', a.source, 'source_url', a.source_url, 'status', a.status, 'applied_date', a.applied_date,
          'last_updated', a.last_updated, 'status_changed_at', a.status_changed_at, 'location', a.location,
          'work_mode', a.work_mode, 'salary_min', a.salary_min, 'salary_max', a.salary_max,
          'salary_currency', a.salary_currency, 'notes', a.notes, 'follow_up_on', a.follow_up_on,
          'revision', a.revision, 'order_key', a.order_key
        )
        order by s.position, s.key, a.order_key, a.last_updated desc, a.id
      )
      from public.job_applications a
      join public.application_stages s on s.user_id = a.user_id and s.key = a.status
      where a.user_id = auth.uid() and a.deleted_at is null
    ), '[]'::jsonb)
  )
$$;

comment on function public.my_board() is
  'The calling user''s board: {"stages": [...], "applications": [...]}, in the board''s order.';

revoke all on function public.my_board() from public, anon;
grant execute on function public.my_board() to authenticated;
