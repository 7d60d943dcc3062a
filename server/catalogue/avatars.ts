// Avatars: 24 generated SVGs; id 16 is the default avatar.
import { avatarSvg } from './svg';

export const AVATAR_IDS = Array.from({ length: 24 }, (_, i) => i + 1);
export const DEFAULT_AVATAR_ID = 16;

export function avatarUrl(id: number): string {
  return `/api/public/v1/static/avatars/${id}.svg`;
}
export function avatarExists(id: number): boolean {
  return AVATAR_IDS.includes(id);
}
export { avatarSvg };
