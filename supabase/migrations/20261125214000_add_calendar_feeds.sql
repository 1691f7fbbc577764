-- A private calendar feed per user: Google Calendar or Apple Calendar subscribe to
-- <project>/functions/v1/calendar-feed?token=<token> and see the user's upcoming interviews and follow-ups.
-- The token is 64 hex characters from two random UUIDs (244 random bits); only its SHA-256 is stored, so a
-- database dump holds no working feed address. The user makes one (replacing any earlier one) or revokes it;
-- the calendar-feed function reads a feed with the service role only.

create table public.calendar_feeds (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  token_hash text not null unique
    constraint calendar_feeds_token_hash_format check (token_hash ~ '^[0-9a-f]{64}$'),
  -- The IANA zone the user's browser had when they made the feed: the feed's times are written in it.
  time_zone text not null
    constraint calendar_feeds_time_zone_length check (char_length(time_zone) between 1 and 64),
  created_at timestamptz not null default now()
);

alter table public.calendar_feeds enable row level security;
create policy "Users see whether they have a feed" on public.calendar_feeds
  for select to authenticated using (user_id = auth.uid());
create policy "Users revoke their feed" on public.calendar_feeds
  for delete to authenticated using (user_id = auth.uid());
revoke all on public.calendar_feeds from anon, authenticated;
grant select (user_id, time_zone, created_at), delete on public.calendar_feeds to authenticated;
grant all on public.calendar_feeds to service_role;

-- Makes (or remakes) the caller's feed and answers its token: the only time the token is seen.
create function public.create_calendar_feed(p_time_zone text) returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
begin
  if me is null then
    raise exception 'only a signed-in user can make a calendar feed' using errcode = '42501';
  end if;
  if p_time_zone is null or char_length(p_time_zone) > 64
     or not exists (select 1 from pg_catalog.pg_timezone_names where name = p_time_zone) then
    raise exception 'The time zone "%" is not one we know.', left(coalesce(p_time_zone, ''), 64)
      using errcode = '22023';
  end if;
  insert into public.calendar_feeds (user_id, token_hash, time_zone)
  values (me, encode(sha256(convert_to(token, 'UTF8')), 'hex'), p_time_zone)
  on conflict (user_id) do update
    set token_hash = excluded.token_hash, time_zone = excluded.time_zone, created_at = now();
  return token;
end
$$;

revoke all on function public.create_calendar_feed(text) from public, anon;
grant execute on function public.create_calendar_feed(text) to authenticated;

-- What the feed lists for a token: its zone, the owner's events from a day ago on, and the follow-ups
-- from yesterday on, with their applications' company and position; an application deleted (and waiting
-- out its Undo window) lists nothing. Null for a token that is not a feed.
create function public.calendar_feed_for(p_token text) returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'time_zone', f.time_zone,
    'events', coalesce((
      select json_agg(json_build_object(
        'id', e.id, 'kind', e.kind, 'starts_at', e.starts_at, 'note', e.note,
        'application_id', a.id, 'company', a.company, 'position', a.position) order by e.starts_at)
      from public.application_events e
      join public.job_applications a on a.id = e.application_id
      where e.user_id = f.user_id and a.deleted_at is null
        and e.starts_at >= now() - interval '1 day'), '[]'::json),
    'follow_ups', coalesce((
      select json_agg(json_build_object(
        'application_id', a.id, 'day', a.follow_up_on, 'company', a.company, 'position', a.position)
        order by a.follow_up_on)
      from public.job_applications a
      where a.user_id = f.user_id and a.deleted_at is null
        and a.follow_up_on >= (now() at time zone f.time_zone)::date - 1), '[]'::json))
  from public.calendar_feeds f
  where p_token ~ '^[0-9a-f]{64}$' and f.token_hash = encode(sha256(convert_to(p_token, 'UTF8')), 'hex')
$$;

revoke all on function public.calendar_feed_for(text) from public, anon, authenticated;
grant execute on function public.calendar_feed_for(text) to service_role;
