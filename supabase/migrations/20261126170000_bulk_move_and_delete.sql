-- Bulk actions for the table view: move many applications to one stage, delete many, and take either back
-- with one Undo. Each is one request and one transaction: all of the listed applications change, or none.
--
--   public.move_applications(ids, stage, at)  moves the caller's applications to one of the caller's stages,
--     dated `at` (now when null), following the single move's history rules: one history entry per
--     application that changes stage, dated `at`, and its stage time (status_changed_at) with it; `at` may
--     not be in the future, before 1990, or before the stage an application is in was reached (the history
--     keeps its order). Applications already in the stage are left alone. Moving back within a minute to the
--     stage the last move left takes that move back, as a single move does (the trigger's rule). Order keys
--     are kept: the cards fall into the new column by their keys, as equal keys already do.
--     Answers {"at", "moved": [{"id", "from", "entry", "last_updated"}], "unchanged": [id, ...]}.
--   public.undo_move_applications(moves)  takes back a move_applications call: `moves` is its "moved" list.
--     Each application goes back to its stage with its stage time and last_updated as they were, and the
--     history entry the move wrote is removed, so the history is as before. Only the caller's latest
--     entries, recorded in the last 10 minutes, for applications still where the move put them; otherwise
--     nothing is undone and the error names the application.
--   public.set_follow_ups(ids, day)  sets (or, with null, clears) the follow-up day of the caller's applications.
--   public.delete_applications(ids) / public.restore_applications(ids)  mark the caller's applications
--     deleted and bring them back, as the single delete and its Undo do (the trash is purged 10 minutes on).
--
-- Limits: 1 to 5,000 ids, no id twice, every id one of the caller's applications on the board (deleted
-- ones only for a restore); anything else is refused with a sentence and changes nothing.
--
-- The moves run as their owner (security definer) because the history is read-only through the API; they
-- check the caller themselves and touch only the caller's rows. The deletes run as the caller (security
-- invoker): row-level security decides which rows they see.

-- When an entry was written, as opposed to the date it carries (changed_at, which the user may set): an
-- Undo may take back only what was just written.
alter table public.application_status_history add column recorded_at timestamptz;
update public.application_status_history set recorded_at = changed_at;
alter table public.application_status_history
  alter column recorded_at set default now(),
  alter column recorded_at set not null;

create function public.bulk_ids_problem(ids uuid[]) returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when ids is null or cardinality(ids) = 0 then 'Choose at least one application.'
    when cardinality(ids) > 5000 then
      format('At most 5,000 applications can be changed at once; %s were chosen.', cardinality(ids))
    when array_position(ids, null) is not null then 'An application to change has no id.'
    when (select count(distinct i) from unnest(ids) as i) <> cardinality(ids) then
      'The same application is listed twice.'
  end
$$;

revoke all on function public.bulk_ids_problem(uuid[]) from public, anon;
grant execute on function public.bulk_ids_problem(uuid[]) to authenticated, service_role;

create function public.move_applications(ids uuid[], stage text, at timestamptz default null) returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  problem text := public.bulk_ids_problem(ids);
  moved_at timestamptz := coalesce(at, now());
  found_count integer;
  too_early record;
  last_entry bigint;
  answer json;
begin
  if me is null then
    raise exception 'only a signed-in user can move applications' using errcode = '42501';
  end if;
  if problem is not null then
    raise exception '%', problem using errcode = '22023';
  end if;
  if stage is null or not exists (
    select 1 from public.application_stages s where s.user_id = me and s.key = move_applications.stage
  ) then
    raise exception 'That stage is not on your board.'
      using errcode = '22023', hint = 'Reload the page and try again.', detail = format('stage=%s', stage);
  end if;
  if moved_at > now() then
    raise exception 'A move cannot be dated in the future.' using errcode = '22008';
  end if;
  if moved_at < '1990-01-01' then
    raise exception 'A move cannot be dated before 1990.' using errcode = '22008';
  end if;

  create temporary table if not exists pg_temp.bulk_move (
    id uuid primary key, from_status text, last_updated timestamptz
  ) on commit drop;
  delete from pg_temp.bulk_move;
  insert into pg_temp.bulk_move (id, from_status, last_updated)
    select a.id, a.status, a.last_updated
    from public.job_applications a
    where a.id = any(ids) and a.user_id = me and a.deleted_at is null
    for update of a;
  get diagnostics found_count = row_count;
  if found_count <> cardinality(ids) then
    raise exception '% of these applications are not on your board any more.', cardinality(ids) - found_count
      using errcode = '22023', hint = 'Reload the page and try again.';
  end if;
  analyze pg_temp.bulk_move;

  select a.company, a.status_changed_at into too_early
    from public.job_applications a join pg_temp.bulk_move m on m.id = a.id
    where a.status <> stage and a.status_changed_at > moved_at
    order by a.status_changed_at desc limit 1;
  if found then
    raise exception 'The application at % reached its stage on %: a move cannot be dated before that.',
      too_early.company, to_char(too_early.status_changed_at, 'FMDD Mon YYYY')
      using errcode = '22008', detail = format('earliest=%s', too_early.status_changed_at);
  end if;

  -- The stage triggers record each move (or take back the one before it, within a minute) as for a single
  -- move, dated now; then the entries this statement wrote, and the stage times, get the move's date. The
  -- stage time is written under the import's transaction-local flag, which makes the trigger keep it.
  select coalesce(max(h.id), 0) into last_entry from public.application_status_history h;
  update public.job_applications a
    set status = stage, last_updated = moved_at
    from pg_temp.bulk_move m
    where a.id = m.id and a.user_id = me and a.status <> stage;
  update public.application_status_history h set changed_at = moved_at
    where h.id > last_entry and h.user_id = me and h.changed_at <> moved_at;
  perform set_config('job_tracker.importing', 'on', true);
  update public.job_applications a set status_changed_at = moved_at
    from public.application_status_history h
    where h.id > last_entry and h.user_id = me and a.id = h.application_id and a.status_changed_at <> moved_at;
  perform set_config('job_tracker.importing', 'off', true);

  select json_build_object(
    'at', moved_at,
    'moved', coalesce(json_agg(json_build_object(
        'id', m.id, 'from', m.from_status, 'entry', h.id, 'last_updated', m.last_updated) order by m.id)
      filter (where m.from_status <> stage), '[]'::json),
    'unchanged', coalesce(json_agg(m.id order by m.id) filter (where m.from_status = stage), '[]'::json)
  ) into answer
  from pg_temp.bulk_move m
  left join public.application_status_history h on h.application_id = m.id and h.id > last_entry;
  return answer;
end
$$;

revoke all on function public.move_applications(uuid[], text, timestamptz) from public, anon;
grant execute on function public.move_applications(uuid[], text, timestamptz) to authenticated, service_role;

comment on function public.move_applications(uuid[], text, timestamptz) is
  'Moves up to 5,000 of the caller''s applications to one of the caller''s stages, dated, all or none.';

create function public.undo_move_applications(moves json) returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  ids uuid[];
  problem text;
  stale record;
  last_entry bigint;
  undone integer;
begin
  if me is null then
    raise exception 'only a signed-in user can undo a move' using errcode = '42501';
  end if;
  if moves is null or json_typeof(moves) <> 'array' then
    raise exception 'Say which moves to undo.' using errcode = '22023';
  end if;

  create temporary table if not exists pg_temp.bulk_undo (
    id uuid, from_status text, entry bigint, last_updated timestamptz,
    status text, entered_at timestamptz, company text
  ) on commit drop;
  delete from pg_temp.bulk_undo;
  insert into pg_temp.bulk_undo (id, from_status, entry, last_updated)
    select (m ->> 'id')::uuid, m ->> 'from', (m ->> 'entry')::bigint, (m ->> 'last_updated')::timestamptz
    from json_array_elements(moves) as m;
  ids := array(select id from pg_temp.bulk_undo);
  problem := public.bulk_ids_problem(ids);
  if problem is not null then
    raise exception '%', problem using errcode = '22023';
  end if;
  if exists (select 1 from pg_temp.bulk_undo where from_status is null or last_updated is null) then
    raise exception 'Each move to undo needs the stage it left and when it last changed.' using errcode = '22023';
  end if;

  -- Lock the rows, and learn where each stands now.
  update pg_temp.bulk_undo u set status = a.status, company = a.company
    from (select id, status, company from public.job_applications
          where id = any(ids) and user_id = me and deleted_at is null for update) a
    where a.id = u.id;
  if exists (select 1 from pg_temp.bulk_undo where status is null) then
    raise exception '% of these applications are not on your board any more.',
      (select count(*) from pg_temp.bulk_undo where status is null)
      using errcode = '22023', hint = 'Nothing was undone.';
  end if;

  -- An entry is taken back only when it is the application's latest, the move from that stage to where the
  -- application is now, recorded in the last 10 minutes.
  select u.company into stale from pg_temp.bulk_undo u
    left join public.application_status_history h on h.id = u.entry and h.user_id = me and h.application_id = u.id
    where u.entry is not null and (
      h.id is null or h.from_status is distinct from u.from_status or h.status <> u.status
      or h.recorded_at < now() - interval '10 minutes'
      or exists (select 1 from public.application_status_history later
                 where later.application_id = u.id and later.id > h.id))
    limit 1;
  if found then
    raise exception 'The application at % has changed since it was moved, so the move cannot be undone.',
      stale.company using errcode = '22023', hint = 'Nothing was undone.';
  end if;

  -- The stage time each returns to: that of the entry before the one taken back.
  update pg_temp.bulk_undo u set entered_at = (
      select h.changed_at from public.application_status_history h
      where h.application_id = u.id and h.id < u.entry order by h.id desc limit 1)
    where u.entry is not null;

  -- The trigger records each return as a move (dated now); for the moves taken back, that entry and the
  -- move's go, and the stage time is the one before the move (written under the import's flag, as above).
  select coalesce(max(h.id), 0) into last_entry from public.application_status_history h;
  update public.job_applications a
    set status = u.from_status, last_updated = u.last_updated
    from pg_temp.bulk_undo u
    where a.id = u.id and a.user_id = me;
  get diagnostics undone = row_count;
  delete from public.application_status_history h
    using pg_temp.bulk_undo u
    where u.entry is not null and h.application_id = u.id and (h.id = u.entry or h.id > last_entry);
  perform set_config('job_tracker.importing', 'on', true);
  update public.job_applications a set status_changed_at = u.entered_at
    from pg_temp.bulk_undo u
    where u.entry is not null and a.id = u.id and a.status_changed_at is distinct from u.entered_at;
  perform set_config('job_tracker.importing', 'off', true);
  return undone;
end
$$;

revoke all on function public.undo_move_applications(json) from public, anon;
grant execute on function public.undo_move_applications(json) to authenticated, service_role;

comment on function public.undo_move_applications(json) is
  'Takes back a move_applications call (its "moved" list): stages, stage times and history as before.';

create function public.delete_applications(ids uuid[]) returns integer
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  problem text := public.bulk_ids_problem(ids);
  deleted integer;
begin
  if auth.uid() is null then
    raise exception 'only a signed-in user can delete applications' using errcode = '42501';
  end if;
  if problem is not null then
    raise exception '%', problem using errcode = '22023';
  end if;
  update public.job_applications set deleted_at = now()
    where id = any(ids) and user_id = auth.uid() and deleted_at is null;
  get diagnostics deleted = row_count;
  if deleted <> cardinality(ids) then
    raise exception '% of these applications are not on your board any more.', cardinality(ids) - deleted
      using errcode = '22023', hint = 'Nothing was deleted. Reload the page and try again.';
  end if;
  return deleted;
end
$$;

create function public.restore_applications(ids uuid[]) returns integer
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  problem text := public.bulk_ids_problem(ids);
  restored integer;
begin
  if auth.uid() is null then
    raise exception 'only a signed-in user can restore applications' using errcode = '42501';
  end if;
  if problem is not null then
    raise exception '%', problem using errcode = '22023';
  end if;
  update public.job_applications set deleted_at = null
    where id = any(ids) and user_id = auth.uid() and deleted_at is not null;
  get diagnostics restored = row_count;
  if restored <> cardinality(ids) then
    raise exception '% of these applications can no longer be restored.', cardinality(ids) - restored
      using errcode = '22023', hint = 'Nothing was restored.';
  end if;
  return restored;
end
$$;

create function public.set_follow_ups(ids uuid[], day date) returns integer
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  problem text := public.bulk_ids_problem(ids);
  changed integer;
begin
  if auth.uid() is null then
    raise exception 'only a signed-in user can set follow-ups' using errcode = '42501';
  end if;
  if problem is not null then
    raise exception '%', problem using errcode = '22023';
  end if;
  update public.job_applications set follow_up_on = day
    where id = any(ids) and user_id = auth.uid() and deleted_at is null;
  get diagnostics changed = row_count;
  if changed <> cardinality(ids) then
    raise exception '% of these applications are not on your board any more.', cardinality(ids) - changed
      using errcode = '22023', hint = 'No follow-up was changed. Reload the page and try again.';
  end if;
  return changed;
end
$$;

revoke all on function public.set_follow_ups(uuid[], date) from public, anon;
grant execute on function public.set_follow_ups(uuid[], date) to authenticated, service_role;

comment on function public.set_follow_ups(uuid[], date) is
  'Sets (or, with null, clears) the follow-up day of up to 5,000 of the caller''s applications, all or none.';

revoke all on function public.delete_applications(uuid[]) from public, anon;
grant execute on function public.delete_applications(uuid[]) to authenticated, service_role;
revoke all on function public.restore_applications(uuid[]) from public, anon;
grant execute on function public.restore_applications(uuid[]) to authenticated, service_role;

comment on function public.delete_applications(uuid[]) is
  'Marks up to 5,000 of the caller''s applications deleted (Undo: restore_applications), all or none.';
comment on function public.restore_applications(uuid[]) is
  'Brings back up to 5,000 of the caller''s deleted applications not yet purged, all or none.';

-- The purge at the owner's next delete ran once per row deleted: a 5,000-row delete ran 5,000 purges, each
-- reading all the owner's rows, and outlasted the statement timeout. It now runs once per statement, for
-- the owners whose rows that statement marked deleted; what it purges is unchanged.
drop trigger job_applications_purge_deleted on public.job_applications;

create or replace function public.job_applications_purge_deleted() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.job_applications a
    where a.deleted_at < now() - interval '10 minutes'
      and a.user_id in (
        select n.user_id from new_rows n join old_rows o on o.id = n.id
        where n.deleted_at is not null and o.deleted_at is null);
  return null;
end
$$;

create trigger job_applications_purge_deleted
  after update on public.job_applications
  referencing old table as old_rows new table as new_rows
  for each statement execute function public.job_applications_purge_deleted();
