// sea-ports 0.0.9 ships no types; this is the shape of lib/ports.json as read on install.
declare module 'sea-ports' {
  export interface SeaPort {
    name: string;
    city?: string;
    country?: string;
    alias?: string[];
    regions?: string[];
    /** [longitude, latitude]; missing for 24 of the 1,634 entries. */
    coordinates?: [number, number];
    province?: string;
    timezone?: string;
    unlocs: string[];
    /** US CBP Schedule K/D code where present. */
    code?: string;
  }
  const seaPorts: { JSON: Record<string, SeaPort>; getByUnloc(unloc: string): SeaPort | undefined };
  export default seaPorts;
}
