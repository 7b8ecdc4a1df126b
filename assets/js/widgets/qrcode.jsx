// Local entry for qrcode.react so the loyalty panel can load it lazily:
// the QR library is only needed once a visitor opens the panel.
import { QRCodeSVG } from "qrcode.react";

export default QRCodeSVG;
