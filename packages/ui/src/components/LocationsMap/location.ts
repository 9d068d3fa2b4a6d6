/** One place on a LocationsMap (its own module, so the clustering reads it without importing the component). */
export interface MapLocation {
  id: number | string;
  latitude: number;
  longitude: number;
  /** What the marker is called, e.g. the CNPJ and its city, or 'São Paulo/SP — 1.250 CNPJs' for a place. */
  label: string;
  /**
   * How many items the marker stands for (a place with several CNPJs). Above 1 the pin shows the
   * number in a badge ('1.250'); the badge is hidden from assistive technology, so put the count in `label`.
   */
  count?: number;
}
