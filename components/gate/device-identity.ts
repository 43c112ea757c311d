const DEVICE_KEY = "scheditix-gate-device";
const GATE_KEY = "scheditix-gate-name";

/** This browser's gate device id, made once and kept, so the live view can tell devices apart. */
export function deviceId(): string {
  let id = localStorage.getItem(DEVICE_KEY);
  if (!id) {
    id = crypto.randomUUID().replace(/-/g, "");
    localStorage.setItem(DEVICE_KEY, id);
  }
  return id;
}

export const savedGateName = () => localStorage.getItem(GATE_KEY) ?? "";
export const saveGateName = (name: string) => localStorage.setItem(GATE_KEY, name.trim());
