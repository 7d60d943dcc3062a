// What each tag of ../core/names.ts is in the DOM: its properties (a view's props without its
// event callbacks) plus the element's extras. From this table come the global HTMLElementTagNameMap
// (so `document.querySelector('tv-player')` is typed) and JSX typings; a tag of TAGS missing here,
// or one here that TAGS lacks, fails `tsc`.
import type { CallbackName, Same, TAGS, TagKey } from '../core/names';
import type { NavProps } from './tv-nav/Nav';
import type { MobileLandingProps } from './tv-mobile-landing/MobileLanding';
import type { SettingsProps } from './tv-settings/Settings';
import type { RemindersProps } from './tv-reminders/Toasts';
import type { EpgGridProps } from './tv-epg-grid/EpgGrid';
import type { PlayerProps } from './tv-player/Player';
import type { ExtraPageProps } from './tv-extra-page/ExtraPage';
import type { NoticePageProps } from './tv-notice-page/NoticePage';
import type { VodRowProps } from './tv-vod-row/VodRow';
import type { VodDetailsProps } from './tv-vod-details/VodDetails';
import type { VodPageProps } from './tv-vod-page/VodPage';
import type { SeriesProps } from './tv-series/Series';
import type { DemoPageProps } from './tv-demo-page/DemoPage';
import type { RegisterProps } from './tv-register/Register';
import type { SignUpProps } from './tv-sign-up/SignUp';
import type { PasswordRecoveryProps } from './tv-password-recovery/PasswordRecovery';
import type { StatusProps } from './tv-status/Status';
import type { ActivateProps } from './tv-activate/Activate';
import type { SubscriptionProps } from './tv-subscription/Subscription';
import type { PlanActionsProps } from './tv-plan-actions/PlanActions';
import type { SearchProps } from './tv-search/Search';
import type { SearchPageProps } from './tv-search-page/SearchPage';
import type { WishlistPageProps } from './tv-wishlist-page/WishlistPage';
import type { RecordingsProps } from './tv-recordings/Recordings';
import type { ElementsPageProps } from './tv-elements-page/ElementsPage';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type None = {};
interface ElementProps {
  nav: NavProps;
  footer: None;
  mobileLanding: MobileLandingProps;
  sessionGate: None;
  settings: SettingsProps;
  reminders: RemindersProps;
  epgGrid: EpgGridProps & { readonly updateComplete: Promise<boolean> };
  player: PlayerProps;
  homePage: None;
  livePage: None;
  extraPage: ExtraPageProps;
  noticePage: NoticePageProps;
  vodRow: VodRowProps;
  vodDetails: VodDetailsProps;
  vodPage: VodPageProps;
  series: SeriesProps;
  demoPage: DemoPageProps;
  register: RegisterProps;
  signUp: SignUpProps;
  passwordRecovery: PasswordRecoveryProps;
  status: StatusProps;
  activate: ActivateProps;
  subscription: SubscriptionProps;
  planActions: PlanActionsProps;
  search: SearchProps;
  searchPage: SearchPageProps;
  wishlistPage: WishlistPageProps;
  recordings: RecordingsProps;
  elementsPage: ElementsPageProps;
}
const _everyTagHasProps: Same<TagKey, keyof ElementProps> = true;
void _everyTagHasProps;

/** An Eteris element: an HTMLElement with its view's props as properties. */
type TvElement<K extends TagKey> = HTMLElement & Omit<ElementProps[K], CallbackName>;

export type EterisTagNameMap = { [K in TagKey as (typeof TAGS)[K]]: TvElement<K> };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementTagNameMap extends EterisTagNameMap {}
}
