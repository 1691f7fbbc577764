-- A whole job search per application: details, a status history the database writes itself, scheduled
-- events (calls, interviews, ...) and a follow-up date; a soft delete so that Undo is one atomic update;
-- a revision number so that an edit made from a stale copy can be detected.

-- People (recruiter, hiring manager): at most 20 of {name 1-200, role <= 200, contact ''|e-mail|http(s) link}.
create function public.valid_application_people(people jsonb) returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(people) = 'array'
    and jsonb_array_length(people) <= 20
    and not exists (
      select 1
      from jsonb_array_elements(people) as person
      where jsonb_typeof(person) <> 'object'
        or exists (select 1 from jsonb_object_keys(person) as key where key not in ('name', 'role', 'contact'))
        or jsonb_typeof(person -> 'name') is distinct from 'string'
        or char_length(btrim(person ->> 'name')) not between 1 and 200
        or jsonb_typeof(coalesce(person -> 'role', '""')) <> 'string'
        or char_length(coalesce(person ->> 'role', '')) > 200
        or jsonb_typeof(coalesce(person -> 'contact', '""')) <> 'string'
        or not (
          coalesce(person ->> 'contact', '') = ''
          or (char_length(person ->> 'contact') <= 320
              and (person ->> 'contact') ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$')
          or (char_length(person ->> 'contact') <= 2048 and (person ->> 'contact') ~* '^https?://[^[:space:]]+$')
        )
    )
$$;

-- The portfolio sent: at most 20 of {url: http(s) <= 2048, label <= 200}.
create function public.valid_portfolio_links(links jsonb) returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(links) = 'array'
    and jsonb_array_length(links) <= 20
    and not exists (
      select 1
      from jsonb_array_elements(links) as link
      where jsonb_typeof(link) <> 'object'
        or exists (select 1 from jsonb_object_keys(link) as key where key not in ('url', 'label'))
        or jsonb_typeof(link -> 'url') is distinct from 'string'
        or char_length(link ->> 'url') > 2048
        or (link ->> 'url') !~* '^https?://[^[:space:]]+$'
        or jsonb_typeof(coalesce(link -> 'label', '""')) <> 'string'
        or char_length(coalesce(link ->> 'label', '')) > 200
    )
$$;

-- The check constraints run them with the writer's privileges; they are pure and harmless to call.
revoke all on function public.valid_application_people(jsonb) from public, anon;
revoke all on function public.valid_portfolio_links(jsonb) from public, anon;
grant execute on function public.valid_application_people(jsonb) to authenticated, service_role;
grant execute on function public.valid_portfolio_links(jsonb) to authenticated, service_role;

alter table public.job_applications
  -- Back-dating is allowed, the future is not (five minutes of grace for a client clock running ahead).
  add constraint job_applications_applied_date_not_future check (applied_date <= now() + interval '5 minutes'),
  add column location text not null default ''
    constraint job_applications_location_length check (char_length(location) <= 200),
  add column work_mode text
    constraint job_applications_work_mode_check check (work_mode in ('on_site', 'hybrid', 'remote')),
  add column salary_min integer
    constraint job_applications_salary_min_range check (salary_min between 0 and 1000000000),
  add column salary_max integer
    constraint job_applications_salary_max_range check (salary_max between 0 and 1000000000),
  add column salary_currency text not null default 'USD'
    constraint job_applications_salary_currency_check check (salary_currency ~ '^[A-Z]{3}$'),
  add constraint job_applications_salary_order check (salary_min <= salary_max),
  add column job_description text not null default ''
    constraint job_applications_job_description_length check (char_length(job_description) <= 50000),
  add column notes text not null default ''
    constraint job_applications_notes_length check (char_length(notes) <= 20000),
  add column people jsonb not null default '[]'
    constraint job_applications_people_check check (public.valid_application_people(people)),
  add column portfolio_links jsonb not null default '[]'
    constraint job_applications_portfolio_links_check check (public.valid_portfolio_links(portfolio_links)),
  add column follow_up_on date
    constraint job_applications_follow_up_on_range check (follow_up_on between '2000-01-01' and '2100-12-31'),
  -- When the application entered its current stage; kept by the trigger below, never by a user.
  add column status_changed_at timestamptz not null default now(),
  -- Set by "Delete"; the row stays until purged, so Undo is one update that restores everything.
  add column deleted_at timestamptz,
  -- Bumped by every update: an edit sent with the revision it started from fails if another came first.
  add column revision bigint not null default 1,
  -- The children below point at (id, user_id), so they can only ever belong to the application's owner.
  add constraint job_applications_id_user_key unique (id, user_id);

update public.job_applications set status_changed_at = last_updated;

create index job_applications_deleted_idx on public.job_applications (user_id, deleted_at)
  where deleted_at is not null;

-- Every stage an application was in, from when: written only by the triggers below.
create table public.application_status_history (
  id bigint generated by default as identity primary key,
  application_id uuid not null,
  user_id uuid not null,
  status text not null,
  -- The stage it left; null for the first entry, written when the application was created.
  from_status text,
  changed_at timestamptz not null default now(),
  constraint application_status_history_application_fkey foreign key (application_id, user_id)
    references public.job_applications (id, user_id) on delete cascade
);
create index application_status_history_application_idx
  on public.application_status_history (application_id, changed_at, id);
create index application_status_history_user_idx on public.application_status_history (user_id, changed_at);

-- Applications that existed before the history did start it in their current stage.
insert into public.application_status_history (application_id, user_id, status, from_status, changed_at)
  select id, user_id, status, null, status_changed_at from public.job_applications;

-- Calls, interviews, presentations ... scheduled per application.
create table public.application_events (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null,
  user_id uuid not null default auth.uid(),
  kind text not null
    constraint application_events_kind_check
    check (kind in ('call', 'interview', 'portfolio_presentation', 'whiteboard', 'other')),
  starts_at timestamptz not null
    constraint application_events_starts_at_range check (starts_at between '2000-01-01' and '2100-12-31'),
  note text not null default ''
    constraint application_events_note_length check (char_length(note) <= 2000),
  created_at timestamptz not null default now(),
  constraint application_events_application_fkey foreign key (application_id, user_id)
    references public.job_applications (id, user_id) on delete cascade
);
create index application_events_user_starts_idx on public.application_events (user_id, starts_at);
create index application_events_application_idx on public.application_events (application_id, starts_at);

-- A request through the API (anon, authenticated) cannot choose the bookkeeping columns; the service role
-- and direct database sessions (the seed, an import) may.
create function public.job_applications_track_status() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  from_api boolean := coalesce(current_setting('role', true), 'none') in ('anon', 'authenticated');
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

create function public.job_applications_record_first_status() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.application_status_history (application_id, user_id, status, from_status, changed_at)
    values (new.id, new.user_id, new.status, null, new.status_changed_at);
  -- Deleted applications are purged ten minutes after their Undo window, at their owner's next write.
  delete from public.job_applications
    where user_id = new.user_id and deleted_at < now() - interval '10 minutes';
  return null;
end
$$;

create function public.job_applications_purge_deleted() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.job_applications
    where user_id = new.user_id and deleted_at < now() - interval '10 minutes';
  return null;
end
$$;

create trigger job_applications_track_status
  before insert or update on public.job_applications
  for each row execute function public.job_applications_track_status();
create trigger job_applications_record_first_status
  after insert on public.job_applications
  for each row execute function public.job_applications_record_first_status();
create trigger job_applications_purge_deleted
  after update of deleted_at on public.job_applications
  for each row when (new.deleted_at is not null and old.deleted_at is null)
  execute function public.job_applications_purge_deleted();

revoke all on function public.job_applications_track_status() from public, anon, authenticated;
revoke all on function public.job_applications_record_first_status() from public, anon, authenticated;
revoke all on function public.job_applications_purge_deleted() from public, anon, authenticated;

alter table public.application_status_history enable row level security;
alter table public.application_events enable row level security;

create policy "Users read their own status history" on public.application_status_history
  for select to authenticated using ((select auth.uid()) = user_id);

create policy "Users read their own events" on public.application_events
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "Users add events to their own applications" on public.application_events
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "Users change their own events" on public.application_events
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "Users delete their own events" on public.application_events
  for delete to authenticated using ((select auth.uid()) = user_id);

-- History is read-only through the API, for everyone: only the triggers write it.
revoke all on public.application_status_history from anon, authenticated, service_role;
grant select on public.application_status_history to authenticated, service_role;
revoke all on public.application_events from anon, authenticated;
grant select, insert, update, delete on public.application_events to authenticated;
grant all on public.application_events to service_role;

-- An application's stage changes and events in one relation, so the detail dialog reads them in one
-- request. security_invoker keeps the tables' policies in force.
create view public.application_timeline with (security_invoker = true) as
  select
    'stage'::text as entry,
    h.application_id,
    h.id::text as id,
    h.changed_at as at,
    h.status,
    h.from_status,
    null::text as kind,
    null::text as note
  from public.application_status_history h
  union all
  select 'event', e.application_id, e.id::text, e.starts_at, null, null, e.kind, e.note
  from public.application_events e;

comment on view public.application_timeline is
  'Stage changes (entry = stage) and scheduled events (entry = event) per application, oldest first by at.';

revoke all on public.application_timeline from anon, authenticated;
grant select on public.application_timeline to authenticated, service_role;
