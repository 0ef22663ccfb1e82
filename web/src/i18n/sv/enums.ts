import { named } from '../named.js';
import type { Catalog } from '../catalog.js';

export const enums: Catalog['enums'] = {
  legalForm: {
    LIMITED_LIABILITY_COMPANY: 'Aktiebolag',
    LIMITED_LIABILITY_BANK: 'Bankaktiebolag',
    LIMITED_LIABILITY_INSURANCE: 'Försäkringsaktiebolag',
    SOLE_TRADER: 'Enskild näringsidkare',
    TRADING_PARTNERSHIP: 'Handelsbolag',
    LIMITED_PARTNERSHIP: 'Kommanditbolag',
    ECONOMIC_ASSOCIATION: 'Ekonomisk förening',
    CONDOMINIUM_ASSOCIATIONS: 'Bostadsrättsförening',
    COOPERATIVE_RENTED_APARTMENT_ASSOCIATION: 'Kooperativ hyresrättsförening',
    JOINED_OWNED_FIRM: 'Enkelt bolag',
    NON_PROFIT_ASSOCIATION: 'Ideell förening',
    COMMUNITY_ASSOCIATION: 'Samfällighetsförening',
    REGISTERED_RELIGIOUS_COMMUNITY: 'Registrerat trossamfund',
    FOUNDATION: 'Stiftelse',
    MUNICIPALITY: 'Kommun',
    MUNICIPALITIES_FEDERATION: 'Kommunalförbund',
    COUNTY_COUNCIL: 'Region (landsting)',
    SAVINGS_BANK: 'Sparbank',
    FOREIGN_JURIDICAL_PERSON: 'Utländsk juridisk person',
  },
  consoleRole: { owner: 'Ägare', admin: 'Administratör', auditor: 'Revisor' },
  assignmentType: {
    AE: named('Revision', 'Lagstadgad revision av årsredovisningen'),
    GN: named('Översiktlig granskning', 'Översiktlig granskning av räkenskaperna'),
    ANALYSIS: named('Analys', 'Analys av siffrorna, t.ex. nyckeltal per månad'),
  },
  unknown: (code) => code,
};
