// Avatars: 24 drawings (./avatar-art), ids 1-24; id 16 is the default avatar.
import { ART, drawAvatar } from './avatar-art';

export const AVATAR_IDS = ART.map((_, i) => i + 1);
export const DEFAULT_AVATAR_ID = 16;

export function avatarUrl(id: number): string {
  return `/api/public/v1/static/avatars/${id}.svg`;
}
export function avatarExists(id: number): boolean {
  return AVATAR_IDS.includes(id);
}
/** The SVG of an existing avatar id. */
export function avatarSvg(id: number): string {
  return drawAvatar(ART[id - 1]!);
}
