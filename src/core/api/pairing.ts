// Device pairing, both ways: this device's code (public API) or a signed-in browser's code for a
// new device; the wait for it; a signed-in user confirming a device; a new device redeeming a code.
import { api } from './client';
import { publicApi } from './public';
import { ActivatedSchema, PairHandleSchema, PairStartSchema, PairStatusSchema, RedeemedSchema } from './schemas';

const source = 'pairing';

/** A code for this device (`device`) or, signed in, one for a new device to enter (`invite`). */
export const postPairStart = (mode: 'device' | 'invite', deviceName: string, signal: AbortSignal) =>
  mode === 'device'
    ? publicApi('devices/pair', { method: 'POST', form: { device_name: deviceName }, schema: PairStartSchema, source, signal })
    : api('devices/invite', { method: 'POST', form: { device_name: deviceName }, schema: PairStartSchema, source, signal });

/** Long-polls a code's state for at most `timeout` seconds. */
export const fetchPairStatus = (handle: string, timeout: number, signal: AbortSignal) =>
  publicApi(`devices/pair/${encodeURIComponent(handle)}`, { query: { wait: 1, timeout }, schema: PairStatusSchema, source, signal });

export const fetchPairHandle = (handle: string) => publicApi(`devices/activate/${encodeURIComponent(handle)}`, { schema: PairHandleSchema, source });

export const postActivate = (by: { handle: string } | { code: string }) => api('devices/activate', { method: 'POST', form: by, schema: ActivatedSchema, source });

export const postRedeem = (code: string, deviceName: string) =>
  publicApi('devices/redeem', { method: 'POST', form: { code, device_name: deviceName }, schema: RedeemedSchema, source });
