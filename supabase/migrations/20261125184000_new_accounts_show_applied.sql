-- A new account's board shows Applied: most applications are added once sent, and the Add dialog offers
-- the stage. Existing accounts keep the visibility they have: an Applied stage still hidden may be one the
-- user switched off, which the database cannot tell from the old default; and a hidden stage that holds an
-- application has its column anyway, so adding an application to Applied brings it onto their board.
create or replace function public.default_application_stages()
returns table (key text, label text, "position" integer, kind text, hidden boolean)
language sql
immutable
set search_path = ''
as $$
  values
    ('job_openings', 'Wishlist', 0, 'active', false),
    ('applied', 'Applied', 1, 'active', false),
    ('hr_exploratory_call', 'Exploratory Call', 2, 'active', false),
    ('hr_screen', 'HR Screen', 3, 'active', true),
    ('portfolio', 'Portfolio Review', 4, 'active', true),
    ('portfolio_presentation', 'Portfolio Presentation', 5, 'active', false),
    ('whiteboarding_assignment', 'Whiteboarding / Assignment', 6, 'active', false),
    ('product_discussion_culture_fit', 'Product Discussion & Culture Fit', 7, 'active', false),
    ('rejected', 'Rejected', 8, 'rejected', false),
    ('offer_letter', 'Selected/Offered', 9, 'offer', false)
$$;
