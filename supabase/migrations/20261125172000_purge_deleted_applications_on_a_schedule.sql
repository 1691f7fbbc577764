-- "Delete" must mean gone. A deleted application stays 10 minutes so Undo can bring it back; it was purged
-- only at its owner's next write after that, so someone who deleted an application and never came back
-- kept it stored for ever. public.purge_deleted_applications() erases every application deleted more than
-- 10 minutes ago (its history and events go with it, on delete cascade) and says how many it erased. It
-- runs every minute: by pg_cron where the database has it (a hosted project), and otherwise by whatever
-- runs the database (the emulator calls it on a timer). The purge at the owner's next write stays.
create function public.purge_deleted_applications() returns integer
language plpgsql
set search_path = ''
as $$
declare
  purged integer;
begin
  delete from public.job_applications where deleted_at < now() - interval '10 minutes';
  get diagnostics purged = row_count;
  return purged;
end;
$$;

revoke all on function public.purge_deleted_applications() from public, anon, authenticated, service_role;

comment on function public.purge_deleted_applications() is
  'Erases applications deleted more than 10 minutes ago (past their Undo window); run every minute.';

-- pg_cron only where it can run: without the extension (PGlite, a plain PostgreSQL) this does nothing.
do $$
begin
  if not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    return;
  end if;
  begin
    create extension if not exists pg_cron with schema pg_catalog;
  exception when others then
    raise notice 'pg_cron cannot be used here (%): run public.purge_deleted_applications() every minute.', sqlerrm;
    return;
  end;
  execute $cron$select cron.schedule('purge-deleted-applications', '* * * * *',
    'select public.purge_deleted_applications()')$cron$;
end;
$$;
