-- Import: a whole file of applications (a CSV, another tracker's export, or our JSON) in one call, all or
-- nothing. public.import_applications runs as the caller (security invoker): every row it writes passes
-- the tables' row-level security as the user's own writes do, and one failed row rolls the whole call back.
--
-- An import brings back-dated facts the API otherwise does not take from a client: when each stage was
-- reached (the status history) and since when the application is in its stage. For the length of the call
-- it sets the transaction-local flag job_tracker.importing, which only a function can set (the API runs
-- no SQL of the client's and exposes no function that sets it): while it is on, the triggers keep the
-- stage time the import gives and leave the history to it, and users may add history rows to their own
-- applications. Outside an import the history stays read-only through the API.

create function public.job_tracker_importing() returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(current_setting('job_tracker.importing', true), '') = 'on'
$$;

revoke all on function public.job_tracker_importing() from public, anon;
grant execute on function public.job_tracker_importing() to authenticated, service_role;

create or replace function public.job_applications_track_status() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  from_api boolean := coalesce(current_setting('role', true), 'none') in ('anon', 'authenticated')
    and not public.job_tracker_importing();
  latest public.application_status_history%rowtype;
  before_latest timestamptz;
begin
  if tg_op = 'INSERT' then
    new.revision := 1;
    if from_api then
      new.status_changed_at := now();
      new.deleted_at := null;
    end if;
    return new;
  end if;

  new.revision := old.revision + 1;
  if new.deleted_at is distinct from old.deleted_at and new.deleted_at is not null and from_api then
    new.deleted_at := now();
  end if;
  if new.status is not distinct from old.status then
    if from_api then
      new.status_changed_at := old.status_changed_at;
    end if;
    return new;
  end if;

  -- Moving back within a minute to the stage the last move left (Undo, or a slip of the mouse) takes
  -- that move back instead of recording a second one.
  select * into latest from public.application_status_history
    where application_id = new.id order by id desc limit 1;
  if found and latest.from_status = new.status and latest.status = old.status
      and latest.changed_at > now() - interval '1 minute' then
    select changed_at into before_latest from public.application_status_history
      where application_id = new.id and id < latest.id order by id desc limit 1;
    delete from public.application_status_history where id = latest.id;
    new.status_changed_at := coalesce(before_latest, old.status_changed_at);
    return new;
  end if;

  if from_api or new.status_changed_at is not distinct from old.status_changed_at then
    new.status_changed_at := now();
  end if;
  insert into public.application_status_history (application_id, user_id, status, from_status, changed_at)
    values (new.id, new.user_id, new.status, old.status, new.status_changed_at);
  return new;
end
$$;

create or replace function public.job_applications_record_first_status() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- An import writes the application's whole history itself, first entry included.
  if public.job_tracker_importing() then
    return null;
  end if;
  insert into public.application_status_history (application_id, user_id, status, from_status, changed_at)
    values (new.id, new.user_id, new.status, null, new.status_changed_at);
  -- Deleted applications are purged ten minutes after their Undo window, at their owner's next write.
  delete from public.job_applications
    where user_id = new.user_id and deleted_at < now() - interval '10 minutes';
  return null;
end
$$;

grant insert on public.application_status_history to authenticated;
create policy "Users import the history of their own applications" on public.application_status_history
  for insert to authenticated
  with check ((select auth.uid()) = user_id and (select public.job_tracker_importing()));

-- `applications` is a list of objects, each either a new application or a merge into an existing one:
--   new:   the job_applications columns a user may set (company, position, source, source_url, status,
--          applied_date, last_updated, status_changed_at, location, work_mode, salary_min, salary_max,
--          salary_currency, job_description, notes, people, portfolio_links, follow_up_on, order_key),
--          `history` [{status, from_status, changed_at}] oldest first (at least one entry; the last one is
--          the current stage) and `events` [{kind, starts_at, note, created_at}];
--   merge: `merge_into` (the id of one of the caller's applications) with the details to add: empty text
--          fields of the existing application take the imported ones, notes are appended, events added;
--          its stage and history stay as they are.
-- Answers {"added": n, "merged": m}. Limits: 5,000 applications, 200 history entries and 200 events each;
-- the tables' own constraints check every value.
create function public.import_applications(applications jsonb) returns jsonb
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
    location, work_mode, salary_min, salary_max, salary_currency, job_description, notes, people,
    portfolio_links, follow_up_on, order_key
  )
  select
    a.id, me, a.company, a.position, coalesce(a.source, 'linkedin'), coalesce(a.source_url, ''), a.status,
    coalesce(a.applied_date, now()), coalesce(a.last_updated, a.status_changed_at, now()),
    coalesce(a.status_changed_at, now()), coalesce(a.location, ''), a.work_mode, a.salary_min, a.salary_max,
    coalesce(a.salary_currency, 'USD'), coalesce(a.job_description, ''), coalesce(a.notes, ''),
    coalesce(a.people, '[]'), coalesce(a.portfolio_links, '[]'), a.follow_up_on, coalesce(a.order_key, 'a0')
  from jsonb_populate_recordset(null::public.job_applications, fresh) as a;
  added := jsonb_array_length(fresh);

  insert into public.application_status_history (application_id, user_id, status, from_status, changed_at)
  select (item ->> 'id')::uuid, me, h.status, h.from_status, h.changed_at
  from jsonb_array_elements(fresh) with ordinality as t(item, n),
    jsonb_populate_recordset(null::public.application_status_history, item -> 'history') with ordinality as h
  order by t.n, h.ordinality;

  update public.job_applications as a set
    source_url = case when a.source_url = '' then coalesce(m.source_url, '') else a.source_url end,
    location = case when a.location = '' then coalesce(m.location, '') else a.location end,
    work_mode = coalesce(a.work_mode, m.work_mode),
    salary_min = case when a.salary_min is null and a.salary_max is null then m.salary_min else a.salary_min end,
    salary_max = case when a.salary_min is null and a.salary_max is null then m.salary_max else a.salary_max end,
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
    job_description text, notes text, follow_up_on date
  )
  where a.id = m.merge_into and a.deleted_at is null;
  get diagnostics merged = row_count;
  if merged <> jsonb_array_length(merges) then
    raise exception 'An application to merge into is no longer on your board.'
      using errcode = 'P0002', hint = 'Reload the board and import the file again.';
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

comment on function public.import_applications(jsonb) is
  'Adds (and merges) the caller''s imported applications with their history and events, all or nothing.';

revoke all on function public.import_applications(jsonb) from public, anon;
grant execute on function public.import_applications(jsonb) to authenticated;
