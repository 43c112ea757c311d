import "server-only";
import QRCode from "qrcode";

const OPTIONS = { errorCorrectionLevel: "M", margin: 2, width: 320, color: { dark: "#1e1e1e", light: "#ffffff" } } as const;

/** A PNG QR code of a ticket's QR text (its signed payload, or a bare check-in code), as the door scanner reads it. */
export function qrPng(checkInCode: string): Promise<Buffer> {
  return QRCode.toBuffer(checkInCode, { ...OPTIONS, type: "png" });
}

/** The same QR code as a data: URL, for pages. */
export function qrDataUrl(checkInCode: string): Promise<string> {
  return QRCode.toDataURL(checkInCode, OPTIONS);
}
