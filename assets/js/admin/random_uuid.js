// Decap CMS calls crypto.randomUUID() as it loads its config and opens an
// entry (salon/cms/decap_internals.py), and browsers give it only to secure
// pages: HTTPS, or localhost. The own server on a local network
// (http://192.168.1.20:8080/admin/ from a phone) is neither, so there the
// same version-4 UUID is made from crypto.getRandomValues, which every page has.
export function withRandomUUID(crypto) {
  if (typeof crypto.randomUUID === "function") return crypto;
  crypto.randomUUID = () => {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    bytes[6] = (bytes[6] & 0x0f) | 0x40; // version 4
    bytes[8] = (bytes[8] & 0x3f) | 0x80; // the RFC 9562 variant
    const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  };
  return crypto;
}
