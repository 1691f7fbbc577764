-- How many applications a stage holds on the board (those deleted and waiting for their Undo window to
-- pass do not count): a computed field, so the board's one request for the stages, each with its
-- applications embedded, also says how many each stage has. The API answers at most its max-rows per
-- list, embedded lists included; with the count, the board knows which stage to read further.
create function public.application_count(stage public.application_stages) returns bigint
language sql
stable
set search_path = ''
as $$
  select count(*) from public.job_applications a
  where a.user_id = stage.user_id and a.status = stage.key and a.deleted_at is null
$$;

comment on function public.application_count(public.application_stages) is
  'The applications a stage holds, not counting deleted ones: a computed field of application_stages.';

revoke all on function public.application_count(public.application_stages) from public, anon;
grant execute on function public.application_count(public.application_stages) to authenticated, service_role;
