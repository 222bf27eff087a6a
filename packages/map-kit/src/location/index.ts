// @dd/map-kit/location: where the device is, without Leaflet (safe in any chunk).
export { grantedPosition } from './grantedPosition';
