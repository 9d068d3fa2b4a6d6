export { QrCode, type QrCodeProps, qrCodeDefaultSize, qrQuietZone } from './QrCode';
