/**
 * The public schema as `supabase/migrations` define it, in the shape `supabase gen types typescript`
 * produces, so the client's queries are typed. Keep it in step with the migrations.
 */
export type ApplicationStatus =
  | 'job_openings'
  | 'hr_exploratory_call'
  | 'hr_screen'
  | 'portfolio'
  | 'portfolio_presentation'
  | 'whiteboarding_assignment'
  | 'product_discussion_culture_fit'
  | 'applied'
  | 'rejected'
  | 'offer_letter';

export type ApplicationSource = 'linkedin' | 'referral' | 'company_website' | 'instahyre' | 'other';

export interface Database {
  public: {
    Tables: {
      job_applications: {
        Row: {
          id: string;
          user_id: string;
          company: string;
          company_key: string;
          position: string;
          source: ApplicationSource;
          source_url: string;
          status: ApplicationStatus;
          applied_date: string;
          last_updated: string;
          user_name: string | null;
        };
        Insert: {
          id?: string;
          user_id?: string;
          company: string;
          position: string;
          source?: ApplicationSource;
          source_url?: string;
          status?: ApplicationStatus;
          applied_date?: string;
          last_updated?: string;
          user_name?: string | null;
        };
        Update: {
          company?: string;
          position?: string;
          source?: ApplicationSource;
          source_url?: string;
          status?: ApplicationStatus;
          applied_date?: string;
          last_updated?: string;
          user_name?: string | null;
        };
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
    };
    Views: {
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
    Functions: Record<never, never>;
    Enums: Record<never, never>;
    CompositeTypes: Record<never, never>;
  };
}
