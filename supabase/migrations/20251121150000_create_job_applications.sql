-- The tracker's one private table: each user's job applications, isolated by Row Level Security.

create table public.job_applications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- The name as the user typed it (trimmed by the trigger below) ...
  company text not null constraint job_applications_company_length check (char_length(company) between 1 and 200),
  -- ... and the key the logo, designer and case-study look-ups use: lowercase, no whitespace, - or _.
  company_key text generated always as (lower(regexp_replace(company, '[[:space:]_-]+', '', 'g'))) stored,
  position text not null constraint job_applications_position_length check (char_length(position) between 1 and 200),
  -- Always one of the five sources; the app's 'Other sources' fallback label is for foreign data only.
  source text not null default 'linkedin'
    constraint job_applications_source_check
    check (source in ('linkedin', 'referral', 'company_website', 'instahyre', 'other')),
  -- Empty, or an http(s) URL: a javascript: link would be an XSS hole when rendered.
  source_url text not null default ''
    constraint job_applications_source_url_check
    check (char_length(source_url) <= 2048 and (source_url = '' or source_url ~* '^https?://[^[:space:]]+$')),
  status text not null default 'job_openings'
    constraint job_applications_status_check
    check (status in (
      'job_openings', 'hr_exploratory_call', 'hr_screen', 'portfolio', 'portfolio_presentation',
      'whiteboarding_assignment', 'product_discussion_culture_fit', 'applied', 'rejected', 'offer_letter'
    )),
  applied_date timestamptz not null default now(),
  last_updated timestamptz not null default now(),
  user_name text constraint job_applications_user_name_length check (char_length(user_name) <= 320)
);

comment on column public.job_applications.company_key is
  'Normalised company name (lowercase; whitespace, hyphens and underscores removed) for look-ups.';

-- The board reads one user's applications grouped by status, most recently moved first.
create index job_applications_board_idx on public.job_applications (user_id, status, last_updated desc);

create function public.job_applications_before_write() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.company := btrim(new.company);
  new.position := btrim(new.position);
  new.source_url := btrim(new.source_url);
  if tg_op = 'UPDATE' and new.user_id is distinct from old.user_id then
    raise exception 'the owner of a job application cannot be changed'
      using errcode = '42501', hint = 'Create a new application for the other user instead.';
  end if;
  return new;
end
$$;

create trigger job_applications_before_write
  before insert or update on public.job_applications
  for each row execute function public.job_applications_before_write();

alter table public.job_applications enable row level security;

create policy "Users read their own applications" on public.job_applications
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "Users add their own applications" on public.job_applications
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "Users change their own applications" on public.job_applications
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "Users delete their own applications" on public.job_applications
  for delete to authenticated using ((select auth.uid()) = user_id);

revoke all on public.job_applications from anon, authenticated;
grant select, insert, update, delete on public.job_applications to authenticated;
grant all on public.job_applications to service_role;
revoke all on function public.job_applications_before_write() from anon, authenticated;
