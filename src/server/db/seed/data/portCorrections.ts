/**
 * Corrections to sea-ports 0.0.9, each a visible defect of that data set, none a new value:
 * - coordinates stored as [lat, lon]: found by comparing each port with the median position of
 *   its country's other ports (the swapped pair lies far away, the reversed pair near);
 * - time zones on the wrong continent for the port's coordinates, replaced by the IANA zone of
 *   the port's own country and region;
 * - a missing time zone where IANA has exactly one zone for that place.
 */
export const SWAPPED_COORDINATES: ReadonlySet<string> = new Set([
  'ANGSB',
  'ARDDC',
  'CLJRL',
  'CLPGO',
  'CLPPD',
  'DZAAE',
  'ISESK',
  'REPDG',
  'VEGUB',
]);

export const TIME_ZONE_FIXES: Readonly<Record<string, string>> = {
  BRMAO: 'America/Manaus', // was Europe/Stockholm
  GBBAD: 'Europe/London', // was Asia/Tehran
  JPONA: 'Asia/Tokyo', // was Europe/London
  MOMFM: 'Asia/Macau', // was Europe/Amsterdam
  PTHOR: 'Atlantic/Azores', // was Asia/Calcutta
  PTPDL: 'Atlantic/Azores', // missing; Ponta Delgada, Azores
  ESMLN: 'Africa/Ceuta', // missing; IANA zone for Ceuta and Melilla
};

/**
 * Netherlands Antilles LOCODEs (AN, withdrawn 2010) mapped to the successor ISO country by the
 * place the entry names. ANGSB (Galisby) could not be placed and stays under AN.
 */
export const NETHERLANDS_ANTILLES_SUCCESSORS: Readonly<Record<string, string>> = {
  ANBON: 'BQ', // Bonaire
  ANCUR: 'CW', // Curaçao
  ANWIL: 'CW', // Willemstad, Curaçao
  ANEUX: 'BQ', // Sint Eustatius
  ANPHI: 'SX', // Philipsburg, Sint Maarten
  ANSXM: 'SX', // St Maarten
};
