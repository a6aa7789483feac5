/** Local-storage keys of spec §3. */
export const DEVICE_META_KEY = "DEVICE_META";
export const DEVICE_ID_AUTH_KEY = "DEVICE_ID_AUTH";

export type DeviceMeta = { device_type: "Android" | "IOS"; device_os: string; user_id: string };

/** Reads the platform and OS version from a user agent. */
export function detectDevice(userAgent: string): Pick<DeviceMeta, "device_type" | "device_os"> {
  const ios = /\b(iPhone|iPad|iPod)\b.*?OS (\d+)[_.](\d+)/.exec(userAgent);
  if (ios) return { device_type: "IOS", device_os: `iOS ${ios[2]}.${ios[3]}` };
  const android = /Android (\d+(?:\.\d+)?)/.exec(userAgent);
  if (android) return { device_type: "Android", device_os: `Android ${android[1]}` };
  if (/Macintosh/.test(userAgent) && /Mobile/.test(userAgent))
    return { device_type: "IOS", device_os: "iPadOS" };
  return { device_type: "Android", device_os: "unknown" };
}

function newId(): string {
  return globalThis.crypto.randomUUID().replace(/-/g, "");
}

function readJson<T>(storage: Storage | undefined, key: string): T | null {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** The device meta kept under DEVICE_META, created once with a generated user_id. */
export function getDeviceMeta(storage: Storage | undefined, userAgent: string): DeviceMeta {
  const stored = readJson<DeviceMeta>(storage, DEVICE_META_KEY);
  const detected = detectDevice(userAgent);
  const meta: DeviceMeta = { ...detected, user_id: stored?.user_id || newId() };
  if (storage && (stored?.user_id !== meta.user_id || stored.device_os !== meta.device_os)) {
    try {
      storage.setItem(DEVICE_META_KEY, JSON.stringify(meta));
    } catch (error) {
      console.error("[device] could not store the device meta", error);
    }
  }
  return meta;
}

/** The device id sent with the anonymous-token request (DEVICE_ID_AUTH). */
export function getAuthDeviceId(storage: Storage | undefined): string {
  if (!storage) return newId();
  try {
    const existing = storage.getItem(DEVICE_ID_AUTH_KEY);
    if (existing && /^[A-Za-z0-9_-]{8,64}$/.test(existing)) return existing;
    const id = newId();
    storage.setItem(DEVICE_ID_AUTH_KEY, id);
    return id;
  } catch {
    return newId();
  }
}
