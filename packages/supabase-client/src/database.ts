/**
 * The public schema as `supabase/migrations` define it, in the shape `supabase gen types typescript`
 * produces, so the client's queries are typed. Keep it in step with the migrations.
 */
import type { EventKind, StageKey, StageKind } from './column-values';
import type { ImportApplicationPayload, ImportStage } from './import-payload';
import type { ApplicationEventRow, BulkMove, JobApplicationRow } from './table-rows';

export type * from './column-values';
export type * from './import-payload';
export type * from './table-rows';

/**
 * A table's insert shape from its row: the `Given` columns must be sent, the database fills the
 * `Own` columns itself (triggers, generated keys), and every other column may be sent or left to its
 * default.
 */
type InsertOf<Row, Given extends keyof Row, Own extends keyof Row = never> = Pick<Row, Given> &
  Partial<Omit<Row, Given | Own>>;

/** A table's update shape from its row: any column but the `Fixed` ones (keys, owner, bookkeeping). */
type UpdateOf<Row, Fixed extends keyof Row> = Partial<Omit<Row, Fixed>>;

/** Kept by the database's triggers on every write; a client never sends them. */
type JobApplicationBookkeeping = 'company_key' | 'status_changed_at' | 'revision';

export interface Database {
  public: {
    Tables: {
      job_applications: {
        Row: JobApplicationRow;
        Insert: InsertOf<JobApplicationRow, 'company' | 'position', JobApplicationBookkeeping>;
        Update: UpdateOf<JobApplicationRow, 'id' | 'user_id' | JobApplicationBookkeeping>;
        Relationships: [
          {
            foreignKeyName: 'job_applications_stage_fkey';
            columns: ['user_id', 'status'];
            isOneToOne: false;
            referencedRelation: 'application_stages';
            referencedColumns: ['user_id', 'key'];
          },
        ];
      };
      application_stages: {
        Row: {
          user_id: string;
          key: StageKey;
          label: string;
          position: number;
          kind: StageKind;
          hidden: boolean;
          /** Computed field: the applications the stage holds, not counting deleted ones. */
          application_count: number;
        };
        ComputedFields: 'application_count';
        Insert: {
          user_id?: string;
          key?: StageKey;
          label: string;
          position?: number;
          kind?: StageKind;
          hidden?: boolean;
        };
        Update: { label?: string; position?: number; kind?: StageKind; hidden?: boolean };
        Relationships: [];
      };
      application_status_history: {
        Row: {
          id: number;
          application_id: string;
          user_id: string;
          status: StageKey;
          from_status: StageKey | null;
          changed_at: string;
          /** When the entry was written (changed_at is the date it carries, which the user may set). */
          recorded_at: string;
        };
        // Written only by the database's triggers: the API refuses every write (42501).
        Insert: {
          application_id: string;
          user_id?: string;
          status: StageKey;
          from_status?: StageKey | null;
          changed_at?: string;
        };
        Update: { status?: StageKey; changed_at?: string };
        Relationships: [];
      };
      application_events: {
        Row: ApplicationEventRow;
        Insert: InsertOf<ApplicationEventRow, 'application_id' | 'kind' | 'starts_at', 'created_at'>;
        Update: UpdateOf<ApplicationEventRow, 'id' | 'application_id' | 'user_id' | 'created_at'>;
        Relationships: [];
      };
      lookup_values: {
        Row: { id: number; logo_name: string; logo: string; logo_key: string };
        Insert: { id?: number; logo_name: string; logo: string };
        Update: { logo_name?: string; logo?: string };
        Relationships: [];
      };
      portfolios: {
        Row: {
          id: number;
          name: string;
          designer_dp: string | null;
          role: string | null;
          slug: string;
          work_exp_1: string | null;
          work_exp_2: string | null;
          work_exp_3: string | null;
          work_exp_1_key: string | null;
          work_exp_2_key: string | null;
          work_exp_3_key: string | null;
        };
        Insert: {
          id?: number;
          name: string;
          designer_dp?: string | null;
          role?: string | null;
          slug: string;
          work_exp_1?: string | null;
          work_exp_2?: string | null;
          work_exp_3?: string | null;
        };
        Update: Partial<Database['public']['Tables']['portfolios']['Insert']>;
        Relationships: [];
      };
      casestudies: {
        Row: {
          id: number;
          thumbnail: string | null;
          name: string;
          portfolios_db: string | null;
          slug: string;
          case_study_company: string | null;
          company_key: string | null;
        };
        Insert: {
          id?: number;
          thumbnail?: string | null;
          name: string;
          portfolios_db?: string | null;
          slug: string;
          case_study_company?: string | null;
        };
        Update: Partial<Database['public']['Tables']['casestudies']['Insert']>;
        Relationships: [];
      };
      /** A user's private calendar feed (…_add_calendar_feeds.sql): made by create_calendar_feed, only its hash kept. */
      calendar_feeds: {
        Row: { user_id: string; time_zone: string; created_at: string };
        Insert: never;
        Update: never;
        Relationships: [];
      };
      /** Whether the user gets the morning e-mail, and in which zone (…_add_morning_emails.sql): set by set_morning_email. */
      morning_emails: {
        Row: { user_id: string; enabled: boolean; time_zone: string };
        Insert: never;
        Update: never;
        Relationships: [];
      };
    };
    Views: {
      application_timeline: {
        Row: {
          entry: 'stage' | 'event';
          application_id: string;
          id: string;
          at: string;
          status: StageKey | null;
          from_status: StageKey | null;
          kind: EventKind | null;
          note: string | null;
        };
        Relationships: [];
      };
      company_insights: {
        Row: {
          kind: 'logo' | 'designer' | 'case_study';
          company_key: string;
          id: number;
          name: string;
          picture: string | null;
          role: string | null;
          slug: string | null;
          owner: string | null;
        };
        Relationships: [];
      };
    };
    Functions: {
      /** Deletes the calling user and all their data (supabase/migrations/…_add_delete_my_account.sql). */
      delete_my_account: { Args: Record<never, never>; Returns: undefined };
      /** Makes (or remakes) the caller's calendar feed in an IANA zone and answers its token, once. */
      create_calendar_feed: { Args: { p_time_zone: string }; Returns: string };
      /** Opts the caller in to the morning e-mail (after 07:00 in an IANA zone) or out. */
      set_morning_email: { Args: { p_enabled: boolean; p_time_zone: string }; Returns: undefined };
      /** Service role only (the calendar-feed function): a feed's zone, events and follow-ups, or null. */
      calendar_feed_for: { Args: { p_token: string }; Returns: unknown };
      /** Service role only (the morning-email job): claims the mornings due and answers what to tell each user. */
      claim_morning_emails: { Args: Record<never, never>; Returns: unknown };
      /** Service role only (the morning-email job): hands back a morning whose e-mail could not be sent. */
      release_morning_email: { Args: { p_user_id: string; p_day: string }; Returns: undefined };
      /** Service role only (the unsubscribe function): opts a user out; true when they had a setting. */
      unsubscribe_morning_email: { Args: { p_user_id: string }; Returns: boolean };
      /** The caller's stage history, [[application_id, status, changed_at], ...], oldest first. */
      my_status_history: { Args: Record<never, never>; Returns: [string, string, string][] };
      /** Sets when one of the caller's stage changes happened (not in the future, not out of order). */
      date_stage_change: { Args: { entry_id: number; changed_at: string }; Returns: string };
      /**
       * Moves up to 5,000 of the caller's applications to one of the caller's stages, dated `at` (now when
       * left out), all or none; "moved" is what undo_move_applications takes to put them back.
       */
      move_applications: {
        Args: { ids: string[]; stage: StageKey; at?: string | null };
        Returns: { at: string; moved: BulkMove[]; unchanged: string[] };
      };
      /** Takes back a move_applications call (its "moved" list): stages, stage times and history as before. */
      undo_move_applications: { Args: { moves: BulkMove[] }; Returns: number };
      /** Sets (null: clears) the follow-up day of up to 5,000 of the caller's applications, all or none. */
      set_follow_ups: { Args: { ids: string[]; day: string | null }; Returns: number };
      /** Marks up to 5,000 of the caller's applications deleted, all or none; how many. */
      delete_applications: { Args: { ids: string[] }; Returns: number };
      /** Brings back deleted applications not yet purged (delete_applications' Undo), all or none; how many. */
      restore_applications: { Args: { ids: string[] }; Returns: number };
      /** The showcase's rows of company_insights for these companies, ordered by name then id. */
      company_insights_for: {
        Args: { company_keys: string[] };
        Returns: Database['public']['Views']['company_insights']['Row'][];
      };
      /**
       * The caller's board in one answer: stages in order, then the applications' board columns, in order.
       * Kept for pages loaded before my_board_rows; the board reads that one.
       */
      my_board: {
        Args: Record<never, never>;
        Returns: {
          stages: Pick<
            Database['public']['Tables']['application_stages']['Row'],
            'key' | 'label' | 'kind' | 'hidden'
          >[];
          applications: Pick<
            Database['public']['Tables']['job_applications']['Row'],
            | 'id'
            | 'company'
            | 'company_key'
            | 'position'
            | 'source'
            | 'source_url'
            | 'status'
            | 'applied_date'
            | 'last_updated'
            | 'status_changed_at'
            | 'location'
            | 'work_mode'
            | 'salary_min'
            | 'salary_max'
            | 'salary_currency'
            | 'salary_period'
            | 'notes'
            | 'follow_up_on'
            | 'revision'
            | 'order_key'
          >[];
        };
      };
      /**
       * The caller's board in one answer, each application as an array of values in the order `columns`
       * names them (my_board's columns, without repeating the keys in every row); the board reads this one.
       */
      my_board_rows: {
        Args: Record<never, never>;
        Returns: {
          stages: Database['public']['Functions']['my_board']['Returns']['stages'];
          columns: (keyof Database['public']['Functions']['my_board']['Returns']['applications'][number])[];
          rows: unknown[][];
        };
      };
      /** Adds (and merges) imported applications with their history and events, all or nothing. */
      import_applications: {
        Args: { applications: ImportApplicationPayload[]; stages?: ImportStage[]; replace_stages?: boolean };
        Returns: { added: number; merged: number };
      };
      /** Adds an import's stages after the caller's, or makes them the caller's when they have no applications. */
      import_stages: { Args: { stages: ImportStage[]; replace_stages?: boolean }; Returns: number };
      /** Deletes one of the caller's stages, moving its applications to move_to first; how many moved. */
      delete_stage: { Args: { stage_key: string; move_to?: string | null }; Returns: number };
      /** Orders all of the caller's stages at once; a list that does not name each exactly once fails. */
      set_stage_order: { Args: { stage_keys: string[] }; Returns: undefined };
      /** application_stages' computed field: how many applications a stage holds (deleted ones not counted). */
      application_count: {
        Args: { '': Database['public']['Tables']['application_stages']['Row'] };
        Returns: number;
      };
    };
    Enums: Record<never, never>;
    CompositeTypes: Record<never, never>;
  };
}
