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
  framework: {
    K1: named('K1', 'Förenklat årsbokslut för enskilda näringsidkare och mindre föreningar'),
    K2: named('K2', 'Årsredovisning i mindre företag'),
    K3: named('K3', 'Årsredovisning och koncernredovisning (huvudregelverket)'),
    RedR: named(
      'Redovisningsrådets rekommendationer',
      'Reglerna för större företag före K3; i dag Rådet för finansiell rapporterings rekommendationer (RFR) och IFRS',
    ),
  },
  country: { SWEDEN: 'Sverige', OTHER: 'Annat land' },
  module: {
    AUDIT: named('Revision', 'Revisionsarbete: uppdrag, väsentlighet och filer'),
    ANALYTICS: named('Analys', 'Saldon per månad och nyckeltal'),
  },
  userRole: {
    certifiedAccountant: 'Auktoriserad revisor',
    auditResponsible: 'Huvudansvarig revisor',
    auditEmployee: 'Revisionsmedarbetare',
    accountingConsultant: 'Redovisningskonsult',
    other: 'Annan roll',
  },
  consoleRole: { admin: 'Administratör', auditor: 'Revisor' },
  fileStatus: {
    uploaded: named('Uppladdad', 'Sparad; inte en SIE-fil och därför inte inläst'),
    pending: named('Bearbetas', 'Väntar på att läsas in'),
    parsed: named(
      'Inläst, ej verifierad',
      'Inläst, men saldona stämmer inte mot filens egna summor',
    ),
    verified: named('Verifierad', 'Inläst och avstämd: saldona används'),
    corrupt: named('Oläslig', 'Inte en giltig SIE-fil'),
  },
  assignmentType: {
    AE: named('Revision', 'Lagstadgad revision av årsredovisningen'),
    GN: named('Översiktlig granskning', 'Översiktlig granskning av räkenskaperna'),
    ANALYSIS: named('Analys', 'Analys av siffrorna, t.ex. nyckeltal per månad'),
  },
  assignmentStatus: { OPEN: 'Öppet', LOCKED: 'Låst', ARCHIVED: 'Arkiverat' },
  accessType: {
    1: named('Alla', 'Alla nuvarande användare i byrån får behörighet.'),
    2: named('Användare och grupper', 'De valda användarna och grupperna får behörighet.'),
    3: named('Grupper', 'De valda grupperna får behörighet.'),
    4: named('Användare', 'De valda användarna får behörighet.'),
  },
  unknown: (code) => code,
};
