-- Where a card sits in its column: a fractional-indexing key (base-62 digits, compared byte by byte, hence
-- the "C" collation). The board lists a column by order_key, then most recently moved first, then id, so
-- cards with equal keys still come in one fixed order. A move between two cards writes one new key
-- between theirs; nothing else changes.

alter table public.job_applications
  add column order_key text collate "C" not null default 'a0'
    constraint job_applications_order_key_check
    check (char_length(order_key) between 2 and 256 and order_key ~ '^[A-Za-z][0-9A-Za-z]*$');

comment on column public.job_applications.order_key is
  'Position of the card in its status column (fractional-indexing key; ascending, "C" collation).';

-- Existing boards keep the order they showed (most recently moved first): keys a0..az, then b00..bzz,
-- then c000..czzz in that order, per user and status.
with ranked as (
  select id, row_number() over (partition by user_id, status order by last_updated desc, id) - 1 as n
  from public.job_applications
), digits(d) as (
  select '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
)
update public.job_applications a
set order_key = case
  when r.n < 62 then 'a' || substr(d, (r.n)::int + 1, 1)
  when r.n < 62 + 3844 then 'b' || substr(d, ((r.n - 62) / 62)::int + 1, 1) || substr(d, ((r.n - 62) % 62)::int + 1, 1)
  else 'c' || substr(d, ((r.n - 3906) / 3844)::int % 62 + 1, 1) || substr(d, ((r.n - 3906) / 62)::int % 62 + 1, 1)
    || substr(d, ((r.n - 3906) % 62)::int + 1, 1)
end
from ranked r, digits
where a.id = r.id;

drop index public.job_applications_board_idx;
create index job_applications_board_idx on public.job_applications (user_id, status, order_key, last_updated desc);
