-- Everything a board shows about the companies on it (logos, designers who work or worked there, case
-- studies) in one readable relation, so a board of any size needs one request for it, filtered by
-- company_key=in.(...). security_invoker keeps the underlying tables' policies in force.

create view public.company_insights with (security_invoker = true) as
  select
    'logo'::text as kind,
    l.logo_key as company_key,
    l.id,
    l.logo_name as name,
    l.logo as picture,
    null::text as role,
    null::text as slug,
    null::text as owner
  from public.lookup_values l
  union all
  select 'designer', k.company_key, p.id, p.name, p.designer_dp, p.role, p.slug, null
  from public.portfolios p
  cross join lateral (
    select distinct key as company_key
    from unnest(array[p.work_exp_1_key, p.work_exp_2_key, p.work_exp_3_key]) as key
    where key is not null and key <> ''
  ) k
  union all
  select 'case_study', c.company_key, c.id, c.name, c.thumbnail, null, c.slug, c.portfolios_db
  from public.casestudies c
  where c.company_key is not null and c.company_key <> '';

comment on view public.company_insights is
  'Logos, designers and case studies by normalised company key: one request for a whole board.';

revoke all on public.company_insights from anon, authenticated;
grant select on public.company_insights to anon, authenticated, service_role;
