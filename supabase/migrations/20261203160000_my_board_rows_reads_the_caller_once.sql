-- public.my_board_rows() reads the caller's id once per request, not once per row. Written as a bare
-- `auth.uid()`, the function's own filter on job_applications became a per-row Filter beside the policy's
-- index condition once the planner inlined it: each of 5,000 rows parsed the request's JWT claims (about
-- 600 bytes of JSON) again, and the query took 70 ms on PGlite. As `(select auth.uid())` it is an
-- initPlan, evaluated once, and the same query takes 39 ms. The same stages, applications, values and
-- order as before.
create or replace function public.my_board_rows() returns json
language sql
stable
security invoker
set search_path = ''
as $$
  select json_build_object(
    'stages', coalesce((
      select json_agg(
        json_build_object('key', s.key, 'label', s.label, 'kind', s.kind, 'hidden', s.hidden)
        order by s.position, s.key
      )
      from public.application_stages s
      where s.user_id = (select auth.uid())
    ), '[]'::json),
    'columns', json_build_array(
      'id', 'company', 'company_key', 'position', 'source', 'source_url', 'status', 'applied_date',
      'last_updated', 'status_changed_at', 'location', 'work_mode', 'salary_min', 'salary_max',
      'salary_currency', 'salary_period', 'notes', 'follow_up_on', 'revision', 'order_key'
    ),
    'rows', coalesce((
      select json_agg(
        json_build_array(
          a.id, a.company, a.company_key, a.position, a.source, a.source_url, a.status, a.applied_date,
          a.last_updated, a.status_changed_at, a.location, a.work_mode, a.salary_min, a.salary_max,
          a.salary_currency, a.salary_period, a.notes, a.follow_up_on, a.revision, a.order_key
        )
        order by s.position, s.key, a.order_key, a.last_updated desc, a.id
      )
      from public.job_applications a
      join public.application_stages s on s.user_id = a.user_id and s.key = a.status
      where a.user_id = (select auth.uid()) and a.deleted_at is null
    ), '[]'::json)
  )
$$;

