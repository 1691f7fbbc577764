-- A restore that loses nothing: an import brings the stages its file names.
--
-- Restoring an export into a new account turned every application of a stage the account lacked (a
-- custom "Ghosted") into another stage, and reset the stages' order and visibility: the import could not
-- create a stage. import_applications now takes the stages too, in the same call and transaction as the
-- applications, so a failed import leaves no stage behind:
--
-- * `stages`: the stages to add, in the file's order, each {key, label, kind, hidden}. They go after the
--   caller's own stages, which keep their names, order and visibility (the user's layout wins for the
--   stages they have).
-- * `replace_stages`: the caller has no applications at all (a new account, the trash empty too), and the
--   file's stage list becomes theirs exactly: names, kinds, order and visibility, under the file's keys.
--
-- Every stage is checked as the stage editor's table checks it (a key of lower-case letters, digits and
-- underscores, a name of 1 to 40 printable characters unique whatever the case, one of the four kinds, at
-- most 20 on a board, at least one active), with a sentence naming the stage.

create function public.import_stages(stages jsonb, replace_stages boolean default false) returns integer
language plpgsql
volatile
-- Replacing the stages deletes the caller's own, which the API grants nobody (delete_stage moves an
-- application first); it checks the caller itself and touches only the caller's stages.
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  given integer;
  held integer;
  bad record;
begin
  if me is null then
    raise exception 'only a signed-in user can import stages' using errcode = '42501';
  end if;
  if stages is null or jsonb_typeof(stages) = 'null' then
    stages := '[]';
  end if;
  if jsonb_typeof(stages) <> 'array' then
    raise exception 'The stages of an import must be a list.' using errcode = '22023';
  end if;
  given := jsonb_array_length(stages);
  if given = 0 and not coalesce(replace_stages, false) then
    return 0;
  end if;
  if given > 20 then
    raise exception 'The file names % stages; a board holds at most 20.', given
      using errcode = '22023', hint = 'Choose one of your stages for some of the file''s, or delete stages in the file.';
  end if;

  select t.n, t.item into bad
    from jsonb_array_elements(stages) with ordinality as t(item, n)
    where jsonb_typeof(t.item) <> 'object'
      or jsonb_typeof(t.item -> 'key') is distinct from 'string'
      or jsonb_typeof(t.item -> 'label') is distinct from 'string'
    order by t.n limit 1;
  if found then
    raise exception 'Stage % of the file has no key or no name.', bad.n using errcode = '22023';
  end if;
  select t.item ->> 'label' as label, char_length(btrim(t.item ->> 'label')) as length into bad
    from jsonb_array_elements(stages) with ordinality as t(item, n)
    where char_length(btrim(t.item ->> 'label')) not between 1 and 40
    order by t.n limit 1;
  if found then
    raise exception 'The stage name “%” has % characters; a stage name has 1 to 40.', left(bad.label, 60), bad.length
      using errcode = '22001', hint = 'Shorten the stage''s name in the file and import it again.';
  end if;
  select t.item ->> 'label' as label into bad
    from jsonb_array_elements(stages) with ordinality as t(item, n)
    where t.item ->> 'label' ~ '[[:cntrl:]]'
    order by t.n limit 1;
  if found then
    raise exception 'The stage name “%” holds a line break or another control character.', btrim(bad.label, E' \t\r\n')
      using errcode = '22023';
  end if;
  select btrim(t.item ->> 'label') as label, t.item ->> 'key' as key into bad
    from jsonb_array_elements(stages) with ordinality as t(item, n)
    where t.item ->> 'key' !~ '^[a-z][a-z0-9_]{1,62}$'
    order by t.n limit 1;
  if found then
    raise exception 'The stage “%” has the key “%”, which is not a stage key.', bad.label, left(bad.key, 70)
      using errcode = '22023',
        hint = 'A key has 2 to 63 lower-case letters, digits and underscores, starting with a letter.';
  end if;
  select btrim(t.item ->> 'label') as label, t.item -> 'kind' as kind into bad
    from jsonb_array_elements(stages) with ordinality as t(item, n)
    where coalesce(t.item ->> 'kind', '') not in ('active', 'rejected', 'offer', 'closed')
    order by t.n limit 1;
  if found then
    raise exception 'The stage “%” has the kind %, which is not one of active, rejected, offer and closed.',
      bad.label, coalesce(bad.kind::text, 'null')
      using errcode = '22023';
  end if;
  select btrim(t.item ->> 'label') as label into bad
    from jsonb_array_elements(stages) with ordinality as t(item, n)
    where jsonb_typeof(coalesce(t.item -> 'hidden', 'false')) <> 'boolean'
    order by t.n limit 1;
  if found then
    raise exception 'The stage “%” must be shown or hidden (true or false).', bad.label using errcode = '22023';
  end if;
  select lower(btrim(t.item ->> 'label')) as label into bad
    from jsonb_array_elements(stages) as t(item)
    group by lower(btrim(t.item ->> 'label')) having count(*) > 1
    limit 1;
  if found then
    raise exception 'The file names the stage “%” twice; each stage needs its own name.', bad.label
      using errcode = '23505';
  end if;
  select t.item ->> 'key' as key into bad
    from jsonb_array_elements(stages) as t(item)
    group by t.item ->> 'key' having count(*) > 1
    limit 1;
  if found then
    raise exception 'The file gives two stages the key “%”.', bad.key using errcode = '23505';
  end if;

  -- One writer of the caller's stages at a time, as the stage editor's functions take it.
  perform pg_advisory_xact_lock(hashtext('application_stages:' || me::text));

  if coalesce(replace_stages, false) then
    if not exists (select 1 from jsonb_array_elements(stages) as t(item) where t.item ->> 'kind' = 'active') then
      raise exception 'The file''s stages need at least one active stage: new applications start in the first one.'
        using errcode = '23514';
    end if;
    select count(*) into held from public.job_applications where user_id = me;
    if held > 0 then
      raise exception 'Your board is no longer empty, so the file''s stages cannot replace yours.'
        using errcode = '23514', hint = 'Reload the page and import the file again: its stages will be added to yours.';
    end if;
    delete from public.application_stages where user_id = me;
    insert into public.application_stages (user_id, key, label, position, kind, hidden)
      select me, t.item ->> 'key', btrim(t.item ->> 'label'), (t.n - 1)::integer, t.item ->> 'kind',
        coalesce((t.item ->> 'hidden')::boolean, false)
      from jsonb_array_elements(stages) with ordinality as t(item, n)
      order by t.n;
    return given;
  end if;

  select btrim(t.item ->> 'label') as label into bad
    from jsonb_array_elements(stages) with ordinality as t(item, n)
    join public.application_stages s
      on s.user_id = me and (s.key = t.item ->> 'key' or lower(s.label) = lower(btrim(t.item ->> 'label')))
    order by t.n limit 1;
  if found then
    raise exception 'You already have a stage “%”: your stages changed since the file was read.', bad.label
      using errcode = '23505', hint = 'Choose the file again to see your stages as they are now.';
  end if;
  select count(*) into held from public.application_stages where user_id = me;
  if held + given > 20 then
    raise exception 'This import adds % stages to your %; a board holds at most 20.', given, held
      using errcode = '23514',
        hint = 'Choose one of your stages for some of the file''s, or delete a stage you no longer use.';
  end if;
  insert into public.application_stages (user_id, key, label, position, kind, hidden)
    select me, t.item ->> 'key', btrim(t.item ->> 'label'),
      (select coalesce(max(s.position), -1) from public.application_stages s where s.user_id = me) + t.n::integer,
      t.item ->> 'kind', coalesce((t.item ->> 'hidden')::boolean, false)
    from jsonb_array_elements(stages) with ordinality as t(item, n)
    order by t.n;
  return given;
end
$$;

revoke all on function public.import_stages(jsonb, boolean) from public, anon;
grant execute on function public.import_stages(jsonb, boolean) to authenticated;

comment on function public.import_stages(jsonb, boolean) is
  'Adds the stages an import names after the caller''s, or makes them the caller''s stages when they have no applications.';

-- The import: as before, with the stages it names created first, in the same transaction, and the name
-- of the person who added each application (user_name), which our JSON export holds and the import dropped.
drop function public.import_applications(jsonb);

create function public.import_applications(
  applications jsonb, stages jsonb default '[]', replace_stages boolean default false
) returns jsonb
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

  -- The stages the file names and the caller lacks, before the applications that are in them.
  perform public.import_stages(stages, replace_stages);

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
    portfolio_links, follow_up_on, order_key, revision, deleted_at, user_name
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
    coalesce(a.people, '[]'), coalesce(a.portfolio_links, '[]'), a.follow_up_on, coalesce(a.order_key, 'a0'), 1, null,
    a.user_name
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

revoke all on function public.import_applications(jsonb, jsonb, boolean) from public, anon;
grant execute on function public.import_applications(jsonb, jsonb, boolean) to authenticated;

comment on function public.import_applications(jsonb, jsonb, boolean) is
  'Imports applications with their history and events, and the stages they name, in one transaction.';
