-- A salary's period: a day rate or a monthly salary is not a yearly one. Contract and freelance work is
-- quoted by the hour or the day (a UK contractor's day rate), many countries quote salaries by the month;
-- until now every amount was read as yearly, and a capture that found an hourly rate had to drop it.
--
-- Existing rows are yearly (what every amount meant until now), so nothing is rewritten. The board's
-- answer and the import carry the period; an import row that fills in a salary an application lacks
-- brings its currency and period with it (before, a merged salary kept the application's currency).

alter table public.job_applications
  add column salary_period text not null default 'year'
    constraint job_applications_salary_period_check check (salary_period in ('hour', 'day', 'week', 'month', 'year'));

comment on column public.job_applications.salary_period is
  'What salary_min and salary_max are paid per: hour, day, week, month or year.';

-- The board: as before, with the period.
create or replace function public.my_board() returns json
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
      where s.user_id = auth.uid()
    ), '[]'::json),
    'applications', coalesce((
      select json_agg(
        json_build_object(
          'id', a.id, 'company', a.company, 'company_key', a.company_key, 'position', a.position,
          'source', a.source, 'source_url', a.source_url, 'status', a.status, 'applied_date', a.applied_date,
          'last_updated', a.last_updated, 'status_changed_at', a.status_changed_at, 'location', a.location,
          'work_mode', a.work_mode, 'salary_min', a.salary_min, 'salary_max', a.salary_max,
          'salary_currency', a.salary_currency, 'salary_period', a.salary_period, 'notes', a.notes, 'follow_up_on', a.follow_up_on,
          'revision', a.revision, 'order_key', a.order_key
        )
        order by s.position, s.key, a.order_key, a.last_updated desc, a.id
      )
      from public.job_applications a
      join public.application_stages s on s.user_id = a.user_id and s.key = a.status
      where a.user_id = auth.uid() and a.deleted_at is null
    ), '[]'::json)
  )
$$;

comment on function public.my_board() is
  'The calling user''s board: {"stages": [...], "applications": [...]}, in the board''s order.';

revoke all on function public.my_board() from public, anon;
grant execute on function public.my_board() to authenticated;

-- The import: the one current definition, as before but with the period.
create or replace function public.import_applications(applications jsonb) returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  fresh jsonb;
  merges jsonb;
  added integer;
  merged integer;
  missing record;
begin
  if me is null then
    raise exception 'only a signed-in user can import applications' using errcode = '42501';
  end if;
  if jsonb_typeof(applications) is distinct from 'array' then
    raise exception 'The import must be a list of applications.' using errcode = '22023';
  end if;
  if jsonb_array_length(applications) = 0 then
    raise exception 'The file holds no applications to import.' using errcode = '22023';
  end if;
  if jsonb_array_length(applications) > 5000 then
    raise exception 'An import holds at most 5,000 applications; this one has %.', jsonb_array_length(applications)
      using errcode = '22023', hint = 'Split the file and import the parts one after the other.';
  end if;
  if exists (
    select 1 from jsonb_array_elements(applications) as item
    where jsonb_typeof(item) <> 'object'
      or (not item ? 'merge_into' and (
        jsonb_typeof(item -> 'history') is distinct from 'array'
        or jsonb_array_length(item -> 'history') not between 1 and 200
        or item -> 'history' -> -1 ->> 'status' is distinct from item ->> 'status'))
      or jsonb_typeof(coalesce(item -> 'events', '[]')) <> 'array'
      or jsonb_array_length(coalesce(item -> 'events', '[]')) > 200
  ) then
    raise exception 'Each application needs its stage history (1 to 200 entries, the last one its stage) and at most 200 events.'
      using errcode = '22023';
  end if;

  -- A new application's stage must be one of the caller's (a stage deleted in another tab since the preview
  -- is not): named by its place in the list, so the preview can say which row of the file it is.
  select t.n, t.item ->> 'company' as company, t.item ->> 'position' as position, t.item ->> 'status' as status
    into missing
    from jsonb_array_elements(applications) with ordinality as t(item, n)
    where not t.item ? 'merge_into'
      and not exists (
        select 1 from public.application_stages s where s.user_id = me and s.key = t.item ->> 'status'
      )
    order by t.n
    limit 1;
  if found then
    raise exception '% (%): its stage is not one of your stages.', missing.company, missing.position
      using errcode = '23503', detail = format('import_index=%s stage=%s', missing.n, missing.status),
        hint = 'The stage may have been deleted in another tab. Choose one of your stages for it and import again.';
  end if;

  perform set_config('job_tracker.importing', 'on', true);

  -- New applications get their ids here, so their history and events can point at them.
  select coalesce(jsonb_agg(item || jsonb_build_object('id', gen_random_uuid()) order by n), '[]')
    into fresh
    from jsonb_array_elements(applications) with ordinality as t(item, n)
    where not item ? 'merge_into';
  select coalesce(jsonb_agg(item order by n), '[]')
    into merges
    from jsonb_array_elements(applications) with ordinality as t(item, n)
    where item ? 'merge_into';

  insert into public.job_applications (
    id, user_id, company, position, source, source_url, status, applied_date, last_updated, status_changed_at,
    location, work_mode, salary_min, salary_max, salary_currency, salary_period, job_description, notes, people,
    portfolio_links, follow_up_on, order_key, revision, deleted_at
  )
  -- What the insert triggers do for a row from the API, they skip here: trim the names and the link, start
  -- at revision 1, not in the trash. The stage time is the imported one, as the trigger keeps it then.
  select
    a.id, me, btrim(a.company), btrim(a.position), coalesce(a.source, 'not_recorded'), btrim(coalesce(a.source_url, '')),
    a.status,
    coalesce(a.applied_date, now()), coalesce(a.last_updated, a.status_changed_at, now()),
    coalesce(a.status_changed_at, now()), coalesce(a.location, ''), a.work_mode, a.salary_min, a.salary_max,
    coalesce(a.salary_currency, 'USD'), coalesce(a.salary_period, 'year'), coalesce(a.job_description, ''),
    coalesce(a.notes, ''),
    coalesce(a.people, '[]'), coalesce(a.portfolio_links, '[]'), a.follow_up_on, coalesce(a.order_key, 'a0'), 1, null
  from jsonb_populate_recordset(null::public.job_applications, fresh) as a;
  added := jsonb_array_length(fresh);

  -- The whole history in one statement (the first-entry trigger skipped these rows): each entry as the file
  -- gives it, oldest first, application by application.
  insert into public.application_status_history (application_id, user_id, status, from_status, changed_at)
  select (item ->> 'id')::uuid, me, h.status, h.from_status, h.changed_at
  from jsonb_array_elements(fresh) with ordinality as t(item, n),
    jsonb_populate_recordset(null::public.application_status_history, item -> 'history') with ordinality as h
  order by t.n, h.ordinality;

  update public.job_applications as a set
    source_url = case when a.source_url = '' then coalesce(m.source_url, '') else a.source_url end,
    location = case when a.location = '' then coalesce(m.location, '') else a.location end,
    work_mode = coalesce(a.work_mode, m.work_mode),
    -- A salary the application lacks comes whole from the file: amounts, currency and period together.
    salary_min = case when a.salary_min is null and a.salary_max is null then m.salary_min else a.salary_min end,
    salary_max = case when a.salary_min is null and a.salary_max is null then m.salary_max else a.salary_max end,
    salary_currency = case
      when a.salary_min is null and a.salary_max is null and (m.salary_min is not null or m.salary_max is not null)
        then coalesce(m.salary_currency, a.salary_currency)
      else a.salary_currency
    end,
    salary_period = case
      when a.salary_min is null and a.salary_max is null and (m.salary_min is not null or m.salary_max is not null)
        then coalesce(m.salary_period, a.salary_period)
      else a.salary_period
    end,
    job_description = case when a.job_description = '' then coalesce(m.job_description, '') else a.job_description end,
    notes = case
      when coalesce(m.notes, '') = '' or strpos(a.notes, m.notes) > 0 then a.notes
      when a.notes = '' then m.notes
      else a.notes || E'\n\n' || m.notes
    end,
    follow_up_on = coalesce(a.follow_up_on, m.follow_up_on),
    last_updated = now()
  from jsonb_to_recordset(merges) as m(
    merge_into uuid, source_url text, location text, work_mode text, salary_min integer, salary_max integer,
    salary_currency text, salary_period text, job_description text, notes text, follow_up_on date
  )
  where a.id = m.merge_into and a.deleted_at is null;
  get diagnostics merged = row_count;
  if merged <> jsonb_array_length(merges) then
    raise exception 'An application to merge into is no longer on your board.'
      using errcode = '23503', hint = 'Reload the board and import the file again.';
  end if;

  insert into public.application_events (application_id, user_id, kind, starts_at, note, created_at)
  select coalesce((item ->> 'merge_into')::uuid, (item ->> 'id')::uuid), me, e.kind, e.starts_at,
    coalesce(e.note, ''), coalesce(e.created_at, now())
  from jsonb_array_elements(fresh || merges) as item,
    jsonb_populate_recordset(null::public.application_events, coalesce(item -> 'events', '[]')) as e;

  perform set_config('job_tracker.importing', 'off', true);
  return jsonb_build_object('added', added, 'merged', merged);
end
$$;
