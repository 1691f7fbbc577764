-- Dated moves: a designer who logs a week of replies on Friday can say when each move really happened.
-- A move is dated now by the triggers; public.date_stage_change(entry_id, changed_at) sets the date of one
-- of the caller's stage changes afterwards. The date may not be in the future, nor before the change
-- before it, nor after the change after it (the history keeps its order), nor before 1990 (the import's
-- bound). Dating the change the application is in now also moves its stage time (status_changed_at), so
-- "Quiet for N days" and the Insights count from the true date.
--
-- It runs as its owner (security definer) because the history is read-only through the API; it checks
-- the caller itself and touches only the caller's rows. The stage time is written under the import's
-- transaction-local flag, which makes the status trigger keep the given time instead of stamping now().

create function public.date_stage_change(entry_id bigint, changed_at timestamptz) returns timestamptz
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  entry public.application_status_history%rowtype;
  before_entry public.application_status_history%rowtype;
  after_entry public.application_status_history%rowtype;
begin
  if me is null then
    raise exception 'only a signed-in user can date a stage change' using errcode = '42501';
  end if;
  if entry_id is null or changed_at is null then
    raise exception 'Say which stage change to date, and when it happened.' using errcode = '22023';
  end if;
  select h.* into entry
    from public.application_status_history h
    join public.job_applications a on a.id = h.application_id and a.user_id = h.user_id
    where h.id = entry_id and h.user_id = me and a.deleted_at is null
    for update of h;
  if not found then
    raise exception 'That stage change is not on your board any more.'
      using errcode = '22023', hint = 'Reload the page and try again.';
  end if;
  if changed_at > now() then
    raise exception 'A stage change cannot be dated in the future.' using errcode = '22008';
  end if;
  if changed_at < '1990-01-01' then
    raise exception 'A stage change cannot be dated before 1990.' using errcode = '22008';
  end if;

  select * into before_entry from public.application_status_history
    where application_id = entry.application_id and id < entry.id order by id desc limit 1;
  if found and changed_at < before_entry.changed_at then
    raise exception 'It cannot have moved before it reached the stage before, on %.',
      to_char(before_entry.changed_at, 'FMDD Mon YYYY')
      using errcode = '22008', detail = format('earliest=%s', before_entry.changed_at);
  end if;
  select * into after_entry from public.application_status_history
    where application_id = entry.application_id and id > entry.id order by id limit 1;
  if found and changed_at > after_entry.changed_at then
    raise exception 'It cannot have moved after it moved on to the next stage, on %.',
      to_char(after_entry.changed_at, 'FMDD Mon YYYY')
      using errcode = '22008', detail = format('latest=%s', after_entry.changed_at);
  end if;

  update public.application_status_history set changed_at = date_stage_change.changed_at where id = entry.id;
  if after_entry.id is null then
    perform set_config('job_tracker.importing', 'on', true);
    update public.job_applications set status_changed_at = date_stage_change.changed_at
      where id = entry.application_id and user_id = me;
    perform set_config('job_tracker.importing', 'off', true);
  end if;
  return changed_at;
end
$$;

revoke all on function public.date_stage_change(bigint, timestamptz) from public, anon;
grant execute on function public.date_stage_change(bigint, timestamptz) to authenticated, service_role;

comment on function public.date_stage_change(bigint, timestamptz) is
  'Sets when one of the caller''s stage changes happened: not in the future, not out of the history''s order.';
