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
    K1: {
      name: 'K1',
      description: 'Förenklat årsbokslut för enskilda näringsidkare och mindre föreningar',
    },
    K2: { name: 'K2', description: 'Årsredovisning i mindre företag' },
    K3: { name: 'K3', description: 'Årsredovisning och koncernredovisning (huvudregelverket)' },
    RedR: {
      name: 'Redovisningsrådets rekommendationer',
      description:
        'Reglerna för större företag före K3; i dag Rådet för finansiell rapporterings rekommendationer (RFR) och IFRS',
    },
  },
  country: { SWEDEN: 'Sverige', OTHER: 'Annat land' },
  module: {
    AUDIT: { name: 'Revision', description: 'Revisionsarbete: uppdrag, väsentlighet och filer' },
    ANALYTICS: { name: 'Analys', description: 'Saldon per månad och nyckeltal' },
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
    uploaded: { name: 'Uppladdad', description: 'Sparad; inte en SIE-fil och därför inte inläst' },
    pending: { name: 'Bearbetas', description: 'Väntar på att läsas in' },
    parsed: {
      name: 'Inläst, ej verifierad',
      description: 'Inläst, men saldona stämmer inte mot filens egna summor',
    },
    verified: { name: 'Verifierad', description: 'Inläst och avstämd: saldona används' },
    corrupt: { name: 'Oläslig', description: 'Inte en giltig SIE-fil' },
  },
  assignmentType: {
    AE: { name: 'Revision', description: 'Lagstadgad revision av årsredovisningen' },
    GN: {
      name: 'Översiktlig granskning',
      description: 'Översiktlig granskning av räkenskaperna',
    },
    ANALYSIS: { name: 'Analys', description: 'Analys av siffrorna, t.ex. nyckeltal per månad' },
  },
  assignmentStatus: { OPEN: 'Öppet', LOCKED: 'Låst', ARCHIVED: 'Arkiverat' },
  accessType: {
    1: { name: 'Alla', description: 'Alla nuvarande användare i byrån får behörighet.' },
    2: {
      name: 'Användare och grupper',
      description: 'De valda användarna och grupperna får behörighet.',
    },
    3: { name: 'Grupper', description: 'De valda grupperna får behörighet.' },
    4: { name: 'Användare', description: 'De valda användarna får behörighet.' },
  },
  unknown: (code) => code,
};
