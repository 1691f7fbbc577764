-- "Delete my account": the signed-in user removes themselves and every row they own, in one transaction.
-- Callable through the API (POST /rest/v1/rpc/delete_my_account) by an authenticated user, for themselves
-- only: it takes no argument and acts on auth.uid(). It runs as its owner (security definer) because a
-- user may not delete from auth.users; on a hosted project the owner is `postgres`, which may.

create function public.delete_my_account() returns void
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

  -- The user's rows in public, children first (the cascades below would reach them too; being explicit
  -- keeps this right if a table's foreign key ever changes).
  delete from public.application_events where user_id = me;
  delete from public.application_status_history where user_id = me;
  delete from public.job_applications where user_id = me;

  -- The user: identities, sessions, refresh tokens and AMR claims go with it (on delete cascade), and
  -- GoTrue then answers the user's tokens with user_not_found / refresh_token_not_found.
  delete from auth.flow_state where user_id = me;
  delete from auth.users where id = me;
end
$$;

comment on function public.delete_my_account() is
  'Deletes the calling user (auth.uid()) and all their data. Authenticated callers only; no arguments.';

revoke all on function public.delete_my_account() from public, anon;
grant execute on function public.delete_my_account() to authenticated;
