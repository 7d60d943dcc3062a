/** `tvprofileselect`: a profile was chosen in "Who is watching?". */
export interface ProfileSelectDetail {
  id: number;
  name: string;
}

declare global {
  interface HTMLElementEventMap {
    tvprofileselect: CustomEvent<ProfileSelectDetail>;
  }
}
