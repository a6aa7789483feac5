import QRCode from "qrcode";

/**
 * A QR code as an SVG string, drawn on the server so the browser needs no QR library. The SVG is
 * generated from a URL we validated, by the library, and contains no text of the request.
 */
export function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 0,
    color: { dark: "#1a1a1aff", light: "#ffffffff" },
  });
}
