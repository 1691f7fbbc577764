-- Stages of one's own: each user has their own list of board stages (label, order, kind, hidden), and an
-- application's status is the key of one of its owner's stages. Every user starts with the ten stages
-- the product always had, under the same keys, so existing applications, their status history, filters
-- in saved URLs and exports keep meaning what they meant. A stage added later gets a generated key; a
-- rename changes the label only, never the key.

create table public.application_stages (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- What job_applications.status holds: fixed for the stage's life.
  key text not null default 'stage_' || substr(md5(gen_random_uuid()::text), 1, 12)
    constraint application_stages_key_format check (key ~ '^[a-z][a-z0-9_]{1,62}$'),
  -- Trimmed by the trigger below; unique per user whatever the case (index below).
  label text not null
    constraint application_stages_label_length check (char_length(label) between 1 and 40)
    constraint application_stages_label_printable check (label !~ '[[:cntrl:]]'),
  -- The board's order, ascending; the next free place when an insert leaves it out.
  position integer not null
    constraint application_stages_position_range check (position between 0 and 999),
  -- What the stage means for the search: still in play, turned down, an offer, or closed by the user.
  kind text not null default 'active'
    constraint application_stages_kind_check check (kind in ('active', 'rejected', 'offer', 'closed')),
  -- Kept off the board unless an application is in it.
  hidden boolean not null default false,
  primary key (user_id, key)
);

create unique index application_stages_label_key on public.application_stages (user_id, lower(label));

comment on table public.application_stages is
  'Each user''s board stages. job_applications (user_id, status) references (user_id, key).';

-- The stages a new user starts with: the product's ten statuses and labels, in the order a search goes
-- through them; Applied, HR Screen and Portfolio Review stay valid but off the board.
create function public.default_application_stages()
returns table (key text, label text, "position" integer, kind text, hidden boolean)
language sql
immutable
set search_path = ''
as $$
  values
    ('job_openings', 'Wishlist', 0, 'active', false),
    ('applied', 'Applied', 1, 'active', true),
    ('hr_exploratory_call', 'Exploratory Call', 2, 'active', false),
    ('hr_screen', 'HR Screen', 3, 'active', true),
    ('portfolio', 'Portfolio Review', 4, 'active', true),
    ('portfolio_presentation', 'Portfolio Presentation', 5, 'active', false),
    ('whiteboarding_assignment', 'Whiteboarding / Assignment', 6, 'active', false),
    ('product_discussion_culture_fit', 'Product Discussion & Culture Fit', 7, 'active', false),
    ('rejected', 'Rejected', 8, 'rejected', false),
    ('offer_letter', 'Selected/Offered', 9, 'offer', false)
$$;

create function public.application_stages_before_write() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.label := btrim(new.label);
  if tg_op = 'INSERT' then
    -- One writer per user at a time, so two tabs adding at once cannot pass the limit together.
    perform pg_advisory_xact_lock(hashtext('application_stages:' || new.user_id::text));
    if (select count(*) from public.application_stages where user_id = new.user_id) >= 20 then
      raise exception 'A board holds at most 20 stages.'
        using errcode = '23514', hint = 'Delete a stage you no longer use, or rename one.';
    end if;
    if new.position is null then
      new.position := (select coalesce(max(s.position) + 1, 0) from public.application_stages s
                       where s.user_id = new.user_id);
    end if;
    return new;
  end if;

  if new.user_id is distinct from old.user_id or new.key is distinct from old.key then
    raise exception 'the owner and key of a stage cannot be changed'
      using errcode = '42501', hint = 'Add a new stage instead.';
  end if;
  if old.kind = 'active' and new.kind <> 'active' and not exists (
    select 1 from public.application_stages
    where user_id = old.user_id and kind = 'active' and key <> old.key
  ) then
    raise exception 'Keep at least one active stage: new applications start in the first one.'
      using errcode = '23514';
  end if;
  return new;
end
$$;

create trigger application_stages_before_write
  before insert or update on public.application_stages
  for each row execute function public.application_stages_before_write();

-- Every user, now and later, starts with the default stages.
insert into public.application_stages (user_id, key, label, position, kind, hidden)
  select u.id, d.key, d.label, d.position, d.kind, d.hidden
  from auth.users u cross join public.default_application_stages() d;

create function public.give_new_user_default_stages() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.application_stages (user_id, key, label, position, kind, hidden)
    select new.id, d.key, d.label, d.position, d.kind, d.hidden from public.default_application_stages() d;
  return null;
end
$$;

create trigger give_new_user_default_stages
  after insert on auth.users
  for each row execute function public.give_new_user_default_stages();

-- An application's status is now one of its owner's stages: the fixed list of ten gives way to a key into
-- application_stages. A stage that holds applications cannot go (delete_stage moves them first).
alter table public.job_applications drop constraint job_applications_status_check;
alter table public.job_applications
  add constraint job_applications_stage_fkey foreign key (user_id, status)
    references public.application_stages (user_id, key);

alter table public.application_stages enable row level security;

create policy "Users read their own stages" on public.application_stages
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "Users add their own stages" on public.application_stages
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "Users change their own stages" on public.application_stages
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);

-- No DELETE for users: a stage goes through delete_stage, which moves its applications first.
revoke all on public.application_stages from anon, authenticated;
grant select, insert, update on public.application_stages to authenticated;
grant all on public.application_stages to service_role;
revoke all on function public.application_stages_before_write() from public, anon, authenticated;
revoke all on function public.give_new_user_default_stages() from public, anon, authenticated;

-- Deletes one of the caller's stages; the applications in it (deleted ones waiting for Undo too) move to
-- `move_to` first, each move recorded in its history as any other. Refused when the stage holds
-- applications and no other stage is named, and for the last active stage.
create function public.delete_stage(stage_key text, move_to text default null) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  held integer;
begin
  if me is null then
    raise exception 'only a signed-in user can delete their stages' using errcode = '42501';
  end if;
  perform pg_advisory_xact_lock(hashtext('application_stages:' || me::text));
  if not exists (select 1 from public.application_stages where user_id = me and key = stage_key) then
    raise exception 'This stage no longer exists.'
      using errcode = '22023', hint = 'It may have been deleted in another tab; reload the board.';
  end if;
  if not exists (
    select 1 from public.application_stages where user_id = me and kind = 'active' and key <> stage_key
  ) then
    raise exception 'Keep at least one active stage: new applications start in the first one.'
      using errcode = '23514';
  end if;
  select count(*) into held from public.job_applications where user_id = me and status = stage_key;
  if held > 0 then
    if move_to is null then
      raise exception 'This stage holds % applications: choose a stage to move them to first.', held
        using errcode = '23503';
    end if;
    if move_to = stage_key
        or not exists (select 1 from public.application_stages where user_id = me and key = move_to) then
      raise exception 'The stage to move the applications to does not exist.'
        using errcode = '22023', hint = 'Choose another of your stages.';
    end if;
    update public.job_applications set status = move_to, last_updated = now()
      where user_id = me and status = stage_key;
  end if;
  delete from public.application_stages where user_id = me and key = stage_key;
  return held;
end
$$;

comment on function public.delete_stage(text, text) is
  'Deletes one of the caller''s stages, moving its applications to move_to first; returns how many moved.';

revoke all on function public.delete_stage(text, text) from public, anon;
grant execute on function public.delete_stage(text, text) to authenticated;

-- Puts the caller's stages in the given order, all at once. The list must name each of their stages once:
-- a list from a stale copy (a stage added or deleted in another tab meanwhile) changes nothing.
create function public.set_stage_order(stage_keys text[]) returns void
language plpgsql
set search_path = ''
as $$
declare
  me uuid := auth.uid();
begin
  if me is null then
    raise exception 'only a signed-in user can order their stages' using errcode = '42501';
  end if;
  perform pg_advisory_xact_lock(hashtext('application_stages:' || me::text));
  if cardinality(stage_keys) is distinct from (select count(*) from public.application_stages where user_id = me)
      or cardinality(stage_keys) <> (select count(distinct k) from unnest(stage_keys) k)
      or exists (
        select 1 from unnest(stage_keys) k
        where not exists (select 1 from public.application_stages s where s.user_id = me and s.key = k)
      ) then
    raise exception 'Your stages changed since this list was loaded.'
      using errcode = '23514', hint = 'Reload the stages and order them again.';
  end if;
  update public.application_stages s set position = o.n - 1
    from unnest(stage_keys) with ordinality as o(k, n)
    where s.user_id = me and s.key = o.k and s.position is distinct from o.n - 1;
end
$$;

revoke all on function public.set_stage_order(text[]) from public, anon;
grant execute on function public.set_stage_order(text[]) to authenticated;

-- Account deletion takes the stages too (after the applications that point at them).
create or replace function public.delete_my_account() returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
begin
  if me is null then
    raise exception 'only a signed-in user can delete their account'
      using errcode = '42501', hint = 'Sign in, then delete the account from its own session.';
  end if;

  delete from public.application_events where user_id = me;
  delete from public.application_status_history where user_id = me;
  delete from public.job_applications where user_id = me;
  delete from public.application_stages where user_id = me;

  delete from auth.flow_state where user_id = me;
  delete from auth.users where id = me;
end
$$;
