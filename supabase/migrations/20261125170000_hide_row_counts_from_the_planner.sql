-- A count=planned or count=estimated answer is the planner's estimate, and the planner's statistics cover
-- every user's rows: with them, `user_id=eq.<someone>` was answered with that person's exact number of
-- applications, and `company_key=eq.<company>` with how many applications everybody sent there. The
-- columns that identify a user or a company keep no statistics, so an estimate for one value is the same
-- guess as for any other (the total row count of a table is all it still reflects). Reads use indexes on
-- these columns all the same: a filter on one user's id is what every request carries.
alter table public.job_applications
  alter column user_id set statistics 0,
  alter column user_name set statistics 0,
  alter column company set statistics 0,
  alter column company_key set statistics 0;
alter table public.application_status_history alter column user_id set statistics 0;
alter table public.application_events alter column user_id set statistics 0;
alter table public.application_stages alter column user_id set statistics 0;

-- ANALYZE skips a column without statistics but leaves what it gathered before, so that goes too: by the
-- superuser (the emulator, a self-hosted database) or, on PostgreSQL 18 and later, by the table's owner.
do $$
declare
  target record;
begin
  for target in
    select c.relname, a.attname, a.attrelid, a.attnum
    from pg_catalog.pg_attribute a
    join pg_catalog.pg_class c on c.oid = a.attrelid
    where c.relnamespace = 'public'::regnamespace
      and c.relname in ('job_applications', 'application_status_history', 'application_events', 'application_stages')
      and a.attstattarget = 0
  loop
    if exists (select 1 from pg_catalog.pg_roles where rolname = current_user and rolsuper) then
      delete from pg_catalog.pg_statistic where starelid = target.attrelid and staattnum = target.attnum;
    elsif exists (select 1 from pg_catalog.pg_proc where proname = 'pg_clear_attribute_stats') then
      execute format('select pg_catalog.pg_clear_attribute_stats(%L, %L, %L, false)', 'public', target.relname,
        target.attname);
    end if;
  end loop;
end;
$$;
