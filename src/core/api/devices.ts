// The household's devices: list, rename, revoke.
import type { InferOutput } from 'valibot';
import { api } from './client';
import { DeviceListSchema, DeviceSchema } from './schemas';

type DeviceJson = InferOutput<typeof DeviceSchema>;

export async function fetchDevices(): Promise<DeviceJson[]> {
  return (await api('devices', { schema: DeviceListSchema, source: 'devices' })).items;
}

export async function deleteDevice(id: string): Promise<void> {
  await api(`devices/${encodeURIComponent(id)}`, { method: 'DELETE', source: 'devices' });
}

export async function putDeviceName(id: string, name: string): Promise<void> {
  await api(`devices/${encodeURIComponent(id)}`, { method: 'PUT', form: { name }, schema: DeviceSchema, source: 'devices' });
}
