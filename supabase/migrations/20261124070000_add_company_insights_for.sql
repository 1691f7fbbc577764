-- The showcase's insights (logos, designers, case studies) for a list of companies in one call, however
-- long the list. Filtering the company_insights view with company_key=in.(...) puts every key in the URL,
-- where servers and proxies refuse long ones, so a board of thousands of companies took one request per
-- ~250 of them; the keys of a call travel in its JSON body instead. The rows come back as one jsonb array
-- (a single value, which the API's row limit of 1,000 does not cut), ordered by name then id, so a
-- company's designers and case studies keep one order on every load.
--
-- It runs as the caller (security invoker): the view's tables keep their policies in force.
create function public.company_insights_for(company_keys text[]) returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if company_keys is null then
    raise exception using errcode = '22004', message = 'company_keys is required: a list of company keys';
  end if;
  if cardinality(company_keys) > 20000 then
    raise exception using
      errcode = '22023',
      message = format('At most 20,000 company keys in one call; this one has %s', cardinality(company_keys));
  end if;
  return (
    select coalesce(jsonb_agg(to_jsonb(i) order by i.name, i.id), '[]'::jsonb)
    from public.company_insights i
    where i.company_key = any (company_keys)
  );
end;
$$;

comment on function public.company_insights_for(text[]) is
  'Rows of company_insights whose company_key is in company_keys, as one jsonb array ordered by name, id.';

revoke all on function public.company_insights_for(text[]) from public;
grant execute on function public.company_insights_for(text[]) to anon, authenticated, service_role;
