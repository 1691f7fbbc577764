-- The import's preview accepts dates from 1990 on; its history check in the database began at 2000, so a
-- file the preview passed could still fail. The check now starts where the preview does.
create or replace function public.application_status_history_check_import() returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  bad record;
begin
  select a.company, a.position, h.status, h.from_status, h.changed_at
    into bad
    from new_rows h
    join public.job_applications a on a.id = h.application_id
    where not exists (select 1 from public.application_stages s where s.user_id = h.user_id and s.key = h.status)
      or (h.from_status is not null and not exists (
        select 1 from public.application_stages s where s.user_id = h.user_id and s.key = h.from_status))
      or h.changed_at < timestamptz '1990-01-01 00:00:00+00'
      or h.changed_at > now() + interval '1 day'
    order by h.id
    limit 1;
  if not found then
    return null;
  end if;
  if bad.changed_at < timestamptz '1990-01-01 00:00:00+00' or bad.changed_at > now() + interval '1 day' then
    raise exception '% (%): a stage history entry is dated %, outside 1990-01-01 to today.',
      bad.company, bad.position, to_char(bad.changed_at at time zone 'UTC', 'YYYY-MM-DD')
      using errcode = '22008', hint = 'Correct the date in the file and import it again.';
  end if;
  raise exception '% (%): a stage history entry names the stage "%", which is not one of your stages.',
    bad.company, bad.position,
    case when exists (select 1 from public.application_stages s where s.user_id = auth.uid() and s.key = bad.status)
      then bad.from_status else bad.status end
    using errcode = '23503', hint = 'Choose one of your stages for it and import again.';
end;
$$;
