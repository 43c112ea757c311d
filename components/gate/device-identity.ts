const DEVICE_KEY = "scheditix-gate-device";
const GATE_KEY = "scheditix-gate-name";

const deviceKey = (accessKey: string) => (accessKey ? `${DEVICE_KEY}-${accessKey}` : DEVICE_KEY);

/**
 * This browser's gate device id for one way in (signed in, or a check-in link: `accessKey`), made
 * once and kept, so the live view can tell devices apart. The server binds an id to the account or
 * link that first synced it; `renew` takes a new one when another already holds it.
 */
export function deviceId(accessKey = "", renew = false): string {
  let id = renew ? null : localStorage.getItem(deviceKey(accessKey));
  if (!id) {
    id = crypto.randomUUID().replace(/-/g, "");
    localStorage.setItem(deviceKey(accessKey), id);
  }
  return id;
}

export const savedGateName = () => localStorage.getItem(GATE_KEY) ?? "";
export const saveGateName = (name: string) => localStorage.setItem(GATE_KEY, name.trim());
