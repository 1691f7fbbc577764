-- The board updates itself from Realtime's postgres_changes: applications and stages stream to their
-- owners (Realtime checks each event against the tables' select policies, as the subscriber). The default
-- replica identity stays: an update's or delete's old record carries the primary key only, which is all
-- the board needs to find the row it changes.
alter publication supabase_realtime add table public.job_applications, public.application_stages;
