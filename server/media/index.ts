// Placeholder created by the backend-core helper: the media helper owns this file and replaces it
// with the DASH/ClearKey routes (/media/..., /drm/...).
import type { Host } from '../http/host';

export function registerMedia(_host: Host): void {}
