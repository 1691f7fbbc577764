-- The morning e-mail: a user who opts in (from the account menu) gets, once a day after 07:00 in their own
-- time zone, one e-mail listing today's scheduled events, the follow-ups due and the applications gone
-- quiet (the board's rule: an active stage, no follow-up set, 14 or more calendar days since the stage
-- changed). The morning-email function runs every hour (pg_cron below where it exists; the emulator's
-- timer otherwise), claims the users whose morning it is and who have not had today's, and sends.

create table public.morning_emails (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  enabled boolean not null default true,
  -- The IANA zone the user's browser had when they opted in: "morning" and "today" are read in it.
  time_zone text not null
    constraint morning_emails_time_zone_length check (char_length(time_zone) between 1 and 64),
  -- The user's local day whose morning was last handled (an e-mail sent, or nothing to say): one a day.
  last_morning_on date,
  updated_at timestamptz not null default now()
);

alter table public.morning_emails enable row level security;
create policy "Users see their morning e-mail setting" on public.morning_emails
  for select to authenticated using (user_id = (select auth.uid()));
revoke all on public.morning_emails from anon, authenticated;
grant select (user_id, enabled, time_zone) on public.morning_emails to authenticated;
grant all on public.morning_emails to service_role;

-- Opts the caller in (in an IANA zone) or out. Opting out keeps the row, and with it the day of the last
-- e-mail, so switching off and on again never sends a second e-mail the same day.
create function public.set_morning_email(p_enabled boolean, p_time_zone text) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
begin
  if me is null then
    raise exception 'only a signed-in user can choose the morning e-mail' using errcode = '42501';
  end if;
  if p_enabled is null then
    raise exception 'Say whether to send the morning e-mail (true or false).' using errcode = '22023';
  end if;
  if p_time_zone is null or char_length(p_time_zone) > 64
     or not exists (select 1 from pg_catalog.pg_timezone_names where name = p_time_zone) then
    raise exception 'The time zone "%" is not one we know.', left(coalesce(p_time_zone, ''), 64)
      using errcode = '22023';
  end if;
  insert into public.morning_emails (user_id, enabled, time_zone)
  values (me, p_enabled, p_time_zone)
  on conflict (user_id) do update
    set enabled = excluded.enabled, time_zone = excluded.time_zone, updated_at = now();
end
$$;

revoke all on function public.set_morning_email(boolean, text) from public, anon;
grant execute on function public.set_morning_email(boolean, text) to authenticated;

-- The unsubscribe link (its signature checked by the unsubscribe function): opts a user out. True when the
-- user had a setting.
create function public.unsubscribe_morning_email(p_user_id uuid) returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  with changed as (
    update public.morning_emails set enabled = false, updated_at = now() where user_id = p_user_id
    returning 1
  )
  select exists (select 1 from changed)
$$;

revoke all on function public.unsubscribe_morning_email(uuid) from public, anon, authenticated;
grant execute on function public.unsubscribe_morning_email(uuid) to service_role;

-- Claims this hour's mornings: every opted-in user whose local time is past 07:00 and whose today has not
-- been handled is marked handled (rows locked by another run are skipped, so two runs never both claim a
-- user) and answered with their address and what to tell them.
create function public.claim_morning_emails() returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  result json;
begin
  with due as (
    select m.user_id, m.time_zone, (now() at time zone m.time_zone)::date as today
    from public.morning_emails m
    where m.enabled
      and (now() at time zone m.time_zone)::time >= time '07:00'
      and (m.last_morning_on is null or m.last_morning_on < (now() at time zone m.time_zone)::date)
    for update skip locked
  ), claimed as (
    update public.morning_emails m set last_morning_on = due.today
    from due
    where m.user_id = due.user_id
    returning m.user_id, due.time_zone, due.today
  )
  select coalesce(json_agg(json_build_object(
    'user_id', c.user_id,
    'email', u.email,
    'time_zone', c.time_zone,
    'day', c.today,
    'events', coalesce((
      select json_agg(json_build_object(
        'kind', e.kind, 'starts_at', e.starts_at, 'note', e.note, 'company', a.company, 'position', a.position)
        order by e.starts_at)
      from public.application_events e
      join public.job_applications a on a.id = e.application_id
      where e.user_id = c.user_id and a.deleted_at is null
        and (e.starts_at at time zone c.time_zone)::date = c.today), '[]'::json),
    'follow_ups', coalesce((
      select json_agg(json_build_object('company', a.company, 'position', a.position, 'day', a.follow_up_on)
        order by a.follow_up_on, a.company)
      from public.job_applications a
      where a.user_id = c.user_id and a.deleted_at is null and a.follow_up_on <= c.today), '[]'::json),
    'quiet', coalesce((
      select json_agg(json_build_object('company', q.company, 'position', q.position, 'days', q.days)
        order by q.days desc, q.company)
      from (
        select a.company, a.position, c.today - (a.status_changed_at at time zone c.time_zone)::date as days
        from public.job_applications a
        where a.user_id = c.user_id and a.deleted_at is null and a.follow_up_on is null
          and coalesce(
            (select s.kind from public.application_stages s where s.user_id = a.user_id and s.key = a.status),
            (select d.kind from public.default_application_stages() d where d.key = a.status),
            'active') = 'active'
      ) q
      where q.days >= 14), '[]'::json)
  ) order by c.user_id), '[]'::json)
  into result
  from claimed c
  join auth.users u on u.id = c.user_id
  where u.email is not null;
  return result;
end
$$;

revoke all on function public.claim_morning_emails() from public, anon, authenticated;
grant execute on function public.claim_morning_emails() to service_role;

-- A morning whose e-mail could not be sent is handed back, so the next hour's run tries again.
create function public.release_morning_email(p_user_id uuid, p_day date) returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.morning_emails set last_morning_on = p_day - 1
  where user_id = p_user_id and last_morning_on = p_day
$$;

revoke all on function public.release_morning_email(uuid, date) from public, anon, authenticated;
grant execute on function public.release_morning_email(uuid, date) to service_role;

-- Every hour, by pg_cron where the database has it (a hosted project): pg_net calls the morning-email
-- function with the project URL and service-role key kept in Vault (README: "Deploying to a hosted
-- project"). Without pg_cron or pg_net (PGlite, a plain PostgreSQL) this does nothing: the emulator runs
-- the job on its own timer.
do $$
begin
  if not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron')
     or not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net') then
    return;
  end if;
  begin
    create extension if not exists pg_cron with schema pg_catalog;
    create extension if not exists pg_net;
  exception when others then
    raise notice 'pg_cron or pg_net cannot be used here (%): call the morning-email function every hour.', sqlerrm;
    return;
  end;
  execute $cron$select cron.schedule('morning-email', '0 * * * *', $job$
    select net.http_post(
      url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
        || '/functions/v1/morning-email',
      headers := jsonb_build_object(
        'Content-Type', 'application/json',
        'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')),
      body := '{}'::jsonb,
      timeout_milliseconds := 60000)
  $job$)$cron$;
end;
$$;
