import { src } from './source';

/** FuelEU energy in scope (Art. 2(1)): shares of the energy used. */
export const FUELEU_SCOPE_SHARES = {
  atBerth: 1,
  betweenMemberStatePorts: 1,
  outermostRegion: 0.5,
  thirdCountry: 0.5,
  source: src('Regulation (EU) 2023/1805', 'Art. 2(1)(a)–(d)', '§7.1'),
} as const;
