import type L from 'leaflet';

/** Whether a marker's keypress event is Enter: Leaflet makes markers buttons but only clicks select them. */
export function isEnter(event: L.LeafletEvent): boolean {
  return (event as L.LeafletKeyboardEvent).originalEvent?.key === 'Enter';
}
