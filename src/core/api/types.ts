/** Response shapes of the operator API (see server/openapi.json). */
export interface UserResponse {
  token?: string;
  user?: { id: number; email: string; customer_id: number; email_verified: boolean; lang?: string };
  error?: unknown;
}

export interface Userinfo {
  customer_id: number;
  is_demo: boolean;
  groups: { id: number }[];
  drm_token: string;
  email_verified?: boolean;
}

export interface PageEntry {
  id: number;
  slug: string;
  titles: Partial<Record<string, string>>;
  display_as_title: boolean;
  display_as_icon: boolean;
  position: number;
}

export interface PageList {
  version: number;
  items: PageEntry[];
}

export type LegalDoc = 'terms' | 'privacy' | 'cookies' | 'contacts';
