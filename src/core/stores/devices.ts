// My devices (settings): the devices paired with the account, when each was last seen, and revoke
// (its token and session end on the server).
import { deleteDevice, fetchDevices, putDeviceName } from '../api/devices';
import { fetchStore } from '../api/fetch-store';
import { whenContent } from './access';

export interface Device {
  id: string;
  name: string;
  paired: number;
  last_seen: number | null;
}

const devices = fetchStore<Device[]>('devices', []);
export const $devices = devices.$store;

export function loadDevices(): Promise<Device[]> {
  return devices.run(async () => {
    await whenContent();
    return fetchDevices();
  });
}

export async function revokeDevice(id: string): Promise<void> {
  await deleteDevice(id);
  await loadDevices();
}

/** The longest name the server keeps for a device. */
export const DEVICE_NAME_MAX = 60;

/** Renames a device (the master profile, or the device itself; the server decides). */
export async function renameDevice(id: string, name: string): Promise<void> {
  await putDeviceName(id, name.trim());
  await loadDevices();
}
