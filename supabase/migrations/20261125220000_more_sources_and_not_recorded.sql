-- Where a job was found: the sources designers use, and "not recorded" instead of a guess.
--
-- A new application without a source (an import whose file has no source column, a client that sends
-- none) was stored as LinkedIn, the column's old default, which then led Insights' sources. It is now
-- stored as 'not_recorded'. Dribbble, Behance, Wellfound, a recruiter or agency and a job board join the
-- list. Existing rows keep their source: a stored LinkedIn may have been chosen, and nothing tells a
-- chosen one from a defaulted one, so none is rewritten.

alter table public.job_applications drop constraint job_applications_source_check;
alter table public.job_applications add constraint job_applications_source_check
  check (source in (
    'linkedin', 'referral', 'company_website', 'instahyre', 'dribbble', 'behance', 'wellfound', 'recruiter',
    'job_board', 'other', 'not_recorded'
  ));
alter table public.job_applications alter column source set default 'not_recorded';

-- The import: the one current definition, as before but for the missing source.
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
    location, work_mode, salary_min, salary_max, salary_currency, job_description, notes, people,
    portfolio_links, follow_up_on, order_key, revision, deleted_at
  )
  -- What the insert triggers do for a row from the API, they skip here: trim the names and the link, start
  -- at revision 1, not in the trash. The stage time is the imported one, as the trigger keeps it then.
  select
    a.id, me, btrim(a.company), btrim(a.position), coalesce(a.source, 'not_recorded'), btrim(coalesce(a.source_url, '')),
    a.status,
    coalesce(a.applied_date, now()), coalesce(a.last_updated, a.status_changed_at, now()),
    coalesce(a.status_changed_at, now()), coalesce(a.location, ''), a.work_mode, a.salary_min, a.salary_max,
    coalesce(a.salary_currency, 'USD'), coalesce(a.job_description, ''), coalesce(a.notes, ''),
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
